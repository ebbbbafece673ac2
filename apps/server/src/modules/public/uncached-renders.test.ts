import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib'
import { describe, expect, it, onTestFinished } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'
import { createTestDatabase } from '../../test/database.ts'
import { pageWithArticle } from '../../test/factories.ts'
import { publishSite } from '../../test/publishing.ts'
import { siteWithTemplate } from '../../test/site-pages.ts'

/** The published page list (menus, sitemap) is the one query that reads `parent_id` from a version. */
const isPageList = (query: string) => query.includes(`->>'parent_id'`)

// Many renders of a real app: slow on a loaded machine.
describe('uncached public pages (issue #18)', { timeout: 180_000 }, () => {
  it('read the site’s page list once, not once per render, until a publish drops it', async () => {
    const queries: string[] = []
    const database = await createTestDatabase({
      logger: { logQuery: (query) => void queries.push(query) },
    })
    onTestFinished(() => database.close())
    const testApp = await buildTestApp({ database, env: { PAGE_CACHE: 'false' } })
    const { visit, site, client } = await siteWithTemplate(testApp, {
      title: 'Bäckerei Ohne Cache',
      template: '<ul>{% for item in navigation %}<li>{{ item.title }}</li>{% endfor %}</ul>',
    })
    const paths = ['/', '/brot', '/kuchen']
    for (const path of paths.slice(1)) await pageWithArticle(client, site.id, path.slice(1))
    const twentyVisits = async () => {
      queries.length = 0
      for (let i = 0; i < 20; i++) {
        expect((await visit(paths[i % paths.length])).statusCode).toBe(200)
      }
      return queries.filter(isPageList)
    }
    await publishSite(client, site.id)
    expect(await twentyVisits()).toHaveLength(1)
    // Everything else a render needs is kept as well: a render that was done before costs no query.
    expect(await twentyVisits()).toEqual([])
    expect(queries).toEqual([])

    // A publish drops what the site's pages are made of: read once more, then kept again.
    await pageWithArticle(client, site.id, 'neu')
    await publishSite(client, site.id)
    expect(await twentyVisits()).toHaveLength(1)
  })

  it('are compressed fast, as they are sent once; the cached page well', async () => {
    // A page of varied text, where brotli's qualities differ; written out, so its render is quick
    // and no render-time limit drops it on a busy machine.
    const grains = ['Dinkel', 'Roggen', 'Weizen']
    const template = Array.from(
      { length: 1500 },
      (_, i) => `<p>Brot Nr. ${i + 1} aus ${grains[i % 3]}, ${((i + 1) * 7919) % 1000} g</p>`,
    ).join('')
    const sizes: number[] = []
    for (const pageCache of ['false', 'true']) {
      const testApp = await buildTestApp({ env: { PAGE_CACHE: pageCache } })
      const { visit } = await siteWithTemplate(testApp, { title: 'Bäckerei Wortreich', template })
      const page = await visit('/', 3000, { 'accept-encoding': 'br' })
      expect(page.headers['content-encoding']).toBe('br')
      const html = brotliDecompressSync(page.rawPayload)
      expect(html.toString('utf8')).toContain('Brot Nr. 1500 aus Weizen')
      sizes.push(page.rawPayload.length)
      // brotli's own best effort, for scale: the cached page is within a few per cent of it
      const best = brotliCompressSync(html, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length
      if (pageCache === 'true') expect(page.rawPayload.length).toBeLessThan(best * 1.15)
    }
    const [sentOnce, kept] = sizes as [number, number]
    expect(sentOnce).toBeGreaterThan(kept * 1.1)
  })
})
