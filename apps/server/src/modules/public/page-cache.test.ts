import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'
import { siteWithTemplate } from '../../test/site-pages.ts'
import { createPageCache, type CachedPage } from './page-cache.ts'
import { EncodedDocument } from './encoded-document.ts'

/** A page of exactly `bytes` bytes before compression (the cache counts what its entries hold). */
const page = (siteId: number, bytes: number, text = 'x'): CachedPage => ({
  status: 200,
  html: new EncodedDocument(text.repeat(bytes / text.length), {}),
  css: new EncodedDocument('', {}),
  etags: new Set(['"e"']),
  siteId,
})

describe('the page cache', () => {
  it('renders a page once, whatever port or case the Host header names', async () => {
    const pageCache = createPageCache()
    const testApp = await buildTestApp({ pageCache })
    // Every render prints the time to the millisecond: a second render would change the ETag.
    const { visit, site } = await siteWithTemplate(testApp, {
      title: 'Uhr',
      template: "<p>{{ 'now' | date: '%s%L' }}</p>",
    })
    const first = await visit('/', 3000)
    expect(first.statusCode).toBe(200)
    const etags = new Set<string>()
    for (let port = 1; port <= 30; port++) etags.add(String((await visit('/', port)).headers.etag))
    const upper = await testApp.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: `${site.identifier.toUpperCase()}.LOCALHOST.:8080` },
    })
    etags.add(String(upper.headers.etag))
    expect([...etags]).toEqual([first.headers.etag])
    expect(pageCache.size).toBe(1)
  })

  it('keeps one entry of a 5 MB page fetched through 150 host ports, within its byte bound', async () => {
    const pageCache = createPageCache({ maxBytes: 24 * 1024 * 1024 })
    const testApp = await buildTestApp({ pageCache })
    const { visit } = await siteWithTemplate(testApp, {
      title: 'Gross',
      template: '<p>gross</p>',
      css: `.big{background:url(data:,${'x'.repeat(5 * 1024 * 1024)})}`,
    })
    for (let port = 1000; port < 1150; port++) {
      expect((await visit('/', port)).statusCode).toBe(200)
      expect(pageCache.bytes).toBeLessThanOrEqual(pageCache.maxBytes)
    }
    expect(pageCache.size).toBe(1)
    expect(pageCache.bytes).toBeGreaterThan(5 * 1024 * 1024)
  })

  it('drops the least recently used pages once their bytes pass the bound', () => {
    const cache = createPageCache({ maxBytes: 1000 })
    cache.set(1, 'a', page(1, 240))
    cache.set(1, 'b', page(1, 240))
    cache.set(2, 'a', page(2, 240))
    expect(cache.get(1, 'a')).toBeDefined() // now the most recent
    cache.set(2, 'b', page(2, 240))
    cache.set(2, 'c', page(2, 240))
    expect(cache.bytes).toBeLessThanOrEqual(1000)
    expect(cache.get(1, 'b')).toBeUndefined()
    expect(cache.get(1, 'a')).toBeDefined()
    // Larger than a quarter of the bound: not kept, so it cannot push out everything else.
    cache.set(3, 'huge', page(3, 260))
    expect(cache.get(3, 'huge')).toBeUndefined()
  })

  it('counts a compressed form made on a later hit, and still keeps to its bound', async () => {
    const cache = createPageCache({ maxBytes: 1000 })
    // Random letters: brotli cannot shrink them much, so each compressed form costs bytes.
    const noise = Array.from({ length: 240 }, () => String.fromCharCode(97 + Math.random() * 26))
    const first = page(1, 240, noise.join(''))
    cache.set(1, 'a', first)
    cache.set(1, 'b', page(1, 240))
    cache.set(1, 'c', page(1, 240))
    expect(cache.bytes).toBe(720)
    expect(cache.get(1, 'a')).toBe(first) // a hit: now the most recent, compressed for its client
    await first.html.represent('br')
    expect(cache.bytes).toBe(720 + first.html.ready('br')!.body.length)
    await first.html.represent('gzip')
    // Past 1000 bytes now: the least recently used pages go, the one just read stays.
    expect(cache.bytes).toBeLessThanOrEqual(1000)
    expect(cache.get(1, 'b')).toBeUndefined()
    cache.set(1, 'a', page(1, 240))
    expect(cache.bytes).toBe(480)
    // The page no longer held does not count what it compresses afterwards.
    await first.css.represent('gzip')
    expect(cache.bytes).toBe(480)
  })

  it('forgets one site’s pages on its edits, not another site’s with the same URL', () => {
    const cache = createPageCache()
    cache.set(1, '', page(1, 10))
    cache.set(2, '', page(2, 10))
    cache.invalidateSite(1)
    expect(cache.get(1, '')).toBeUndefined()
    expect(cache.get(2, '')).toBeDefined()
    expect(cache.bytes).toBe(10)
  })

  it('does not keep a page whose render began before an edit: it may show what the edit replaced', () => {
    const cache = createPageCache()
    const before = cache.mark()
    cache.invalidateSite(7)
    cache.set(1, '', page(1, 10), before)
    expect(cache.get(1, '')).toBeUndefined()
    cache.set(1, '', page(1, 10), cache.mark())
    expect(cache.get(1, '')).toBeDefined()
  })
})
