import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'
import { siteWithTemplate } from '../../test/site-pages.ts'
import { createPageCache } from './page-cache.ts'

const words = 'Frische Brötchen jeden Morgen aus unserer Backstube am Marktplatz. '

describe('public pages over the wire (issue #18)', () => {
  it('go out with brotli or gzip as the browser asks, the same page as without', async () => {
    const testApp = await buildTestApp()
    const { site } = await siteWithTemplate(testApp, {
      title: 'Bäckerei Kompression',
      template: `<p>${words.repeat(200)}</p>`,
    })
    const get = (acceptEncoding?: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/',
        headers: {
          host: `${site.identifier}.localhost:3000`,
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      })
    const plain = await get()
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toContain('Frische Brötchen')

    const br = await get('gzip, deflate, br, zstd')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toBe('accept-encoding')
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body)
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5)

    // q=0 refuses brotli: gzip then.
    const gz = await get('br;q=0, gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body)

    // Each encoding has its own validator; any of them makes a 304.
    expect(new Set([plain, br, gz].map((r) => r.headers.etag)).size).toBe(3)
    const again = await testApp.app.inject({
      method: 'GET',
      url: '/',
      headers: {
        host: `${site.identifier}.localhost:3000`,
        'accept-encoding': 'br',
        'if-none-match': String(br.headers.etag),
      },
    })
    expect(again.statusCode).toBe(304)

    const stylesheet = plain.body.match(/href="(\/_sitewerk\/page\.css[^"]+)"/)![1]!
    const css = await testApp.app.inject({
      method: 'GET',
      url: stylesheet.replaceAll('&amp;', '&'),
      headers: { host: `${site.identifier}.localhost:3000`, 'accept-encoding': 'gzip' },
    })
    expect(css.headers['content-encoding']).toBe('gzip')
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(gunzipSync(css.rawPayload).toString('utf8')).toContain('--')
  })

  it('keeps not-found pages compressed too, without a validator', async () => {
    const testApp = await buildTestApp()
    const { site } = await siteWithTemplate(testApp, { title: 'Fehlt', template: '<p>da</p>' })
    const missing = await testApp.app.inject({
      method: 'GET',
      url: '/gibt-es-nicht',
      headers: { host: `${site.identifier}.localhost`, 'accept-encoding': 'br' },
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['content-encoding']).toBe('br')
    expect(missing.headers.etag).toBeUndefined()
    expect(brotliDecompressSync(missing.rawPayload).toString('utf8')).toContain('<p>da</p>')
  })

  it('sends a page that lost a block but does not cache it, and logs which block', async () => {
    const pageCache = createPageCache()
    const testApp = await buildTestApp({ pageCache })
    const warn = vi.spyOn(testApp.app.log, 'warn')
    // A template that parses but fails when drawn: the block is drawn as nothing.
    const { visit, site } = await siteWithTemplate(testApp, {
      title: 'Kaputt',
      template: "<p>vorher</p>{% render 'gibt-es-nicht' %}",
    })
    const first = await visit('/')
    expect(first.statusCode).toBe(200)
    expect(first.body).not.toContain('vorher')
    expect(pageCache.get(site.id, '')).toBeUndefined()
    const logged = () =>
      warn.mock.calls.filter(
        ([, message]) => message === 'page rendered without some of its blocks; not cached',
      )
    await vi.waitFor(() =>
      expect(logged()).toEqual([
        [
          expect.objectContaining({ siteId: site.id, page: '', lostBlocks: [expect.anything()] }),
          'page rendered without some of its blocks; not cached',
        ],
      ]),
    )
    // Every visit renders the broken page again; the log says so once, not per visit.
    for (let i = 0; i < 3; i++) expect((await visit('/')).body).not.toContain('vorher')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(logged()).toHaveLength(1)
  })
  it('tells the site’s editors in the bell once, not on every visit of the broken page', async () => {
    const testApp = await buildTestApp()
    const { visit, site, client } = await siteWithTemplate(testApp, {
      title: 'Kaputt im Glockenmenü',
      template: "<p>vorher</p>{% render 'gibt-es-nicht' %}",
    })
    await visit('/')
    await visit('/')
    await visit('/ueber-uns')
    const bell = (await client.get('/api/notifications')).json()
    const lost = bell.data.filter((n: { kind: string }) => n.kind === 'page-lost-blocks')
    expect(lost.map((n: { data: { page_url: string } }) => n.data.page_url).sort()).toEqual([
      '',
      '404',
    ])
    expect(lost[0].data).toMatchObject({
      site_id: site.id,
      blocks: [expect.objectContaining({ content_id: expect.any(Number) })],
    })
    expect(bell.unread).toBeGreaterThanOrEqual(2)
  })
})
