import { article, component, content, page, section } from '@sitewerk/renderer/test-builders'
import { describe, expect, it } from 'vitest'
import type { PublicRepository } from './repository.ts'
import { createSiteData } from './site-data.ts'

const TEXT = component('text', '<p>{{ text }}</p>')

/** A published page of some 3 KB of JSON (about 4.7 KB counted) at `url`, of `version`. */
const tree = (url: string, version: number) =>
  page([article([section([content(TEXT, { text: `${url} v${version} ${'x'.repeat(3000)}` })])])], {
    url,
    title: `${url} v${version}`,
  })

/** The repository's published pages, as the database would answer them; counts every read. */
function publishedPages() {
  const reads: string[] = []
  const versions = new Map<string, number>()
  let components = 0
  const repo = {
    publishedPage: async (siteId: number, url: string) => {
      reads.push(`${siteId}/${url}`)
      const version = versions.get(`${siteId}/${url}`) ?? 1
      return { versionId: version, page: tree(url, version) }
    },
    components: async (ids: number[]) =>
      ids.map((id) => {
        components++
        return {
          ...{ id, key: `c${id}`, namespace: 'module', css: '', script: '' },
          template: `<p>${'y'.repeat(2000)}</p>`,
          updatedAt: new Date('2026-01-01T00:00:00Z'),
        }
      }),
  } as unknown as PublicRepository
  const publish = (siteId: number, url: string) =>
    versions.set(`${siteId}/${url}`, (versions.get(`${siteId}/${url}`) ?? 1) + 1)
  return { repo, reads, publish, componentReads: () => components }
}

const fonts = { forTheme: async () => ({ families: {}, css: '', preload: [] }) } as never
const titleOf = async (read: Promise<{ page: { title: string } } | null>) =>
  (await read)?.page.title

describe('the site data (decision 064)', () => {
  it('keeps at most its bytes of pages, the newest served from memory, and reads a page it let go again', async () => {
    const { repo, reads } = publishedPages()
    const data = createSiteData({ repo, fonts, maxBytes: 30_000 })
    const urls = Array.from({ length: 20 }, (_, i) => `seite-${i}`)
    for (const url of urls) await data.page(1 + (urls.indexOf(url) % 3), url)
    expect(data.size.bytes).toBeLessThanOrEqual(30_000)
    expect(data.size.entries).toBeGreaterThanOrEqual(5)
    expect(data.size.entries).toBeLessThan(20)

    reads.length = 0
    const newest = urls.slice(-data.size.entries)
    for (const url of newest) await data.page(1 + (urls.indexOf(url) % 3), url)
    expect(reads).toEqual([])
    // The first page was let go: read again, whole.
    expect(await titleOf(data.page(1, 'seite-0'))).toBe('seite-0 v1')
    expect(reads).toEqual(['1/seite-0'])
    expect(data.size.bytes).toBeLessThanOrEqual(30_000)
  })

  it('reads a site again after its publish, another site not, and keeps no page read before it', async () => {
    const { repo, reads, publish } = publishedPages()
    const data = createSiteData({ repo, fonts, maxBytes: 1_000_000 })
    expect(await titleOf(data.page(1, ''))).toBe(' v1')
    await data.page(2, '')
    publish(1, '')
    const inFlight = data.page(1, 'neu')
    data.invalidateSite(1)
    expect(await titleOf(inFlight)).toBe('neu v1')
    reads.length = 0
    expect(await titleOf(data.page(1, ''))).toBe(' v2')
    expect(await titleOf(data.page(2, ''))).toBe(' v1')
    await data.page(1, 'neu')
    expect(reads).toEqual(['1/', '1/neu'])
  })

  it('keeps components within the same bound, and none read before a component changed', async () => {
    const { repo, componentReads } = publishedPages()
    const data = createSiteData({ repo, fonts, maxBytes: 30_000 })
    const ids = Array.from({ length: 20 }, (_, i) => i + 1)
    for (const id of ids) await data.components([id])
    expect(data.size.bytes).toBeLessThanOrEqual(30_000)
    const before = componentReads()
    expect((await data.components([19, 20])).map((c) => c.id)).toEqual([19, 20])
    expect(componentReads()).toBe(before)
    expect((await data.components([1])).map((c) => c.key)).toEqual(['c1'])
    expect(componentReads()).toBe(before + 1)

    const reading = data.components([21])
    data.clear()
    expect((await reading).map((c) => c.id)).toEqual([21])
    expect(data.size.entries).toBe(0)
  })
})
