import type { PreviewLink } from '@sitewerk/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { sites } from '../../db/schema/index.ts'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { createTestClock } from '../../test/clock.ts'
import { homeWithBlock } from '../../test/publishing.ts'
import { createPageCache } from '../public/page-cache.ts'

const DAY = 24 * 3600

/** A site with a published home page whose draft has moved on since. */
async function bakery(testApp: TestApp, title = 'Bäckerei Sonne') {
  const owner = await homeWithBlock(testApp, title, 'Veröffentlicht')
  const { client, site, page } = owner
  await client.post(`/api/sites/${site.id}/publish`, {})
  await owner.edit('Entwurf')
  const host = `${site.identifier}.localhost:3000`
  const open = (path: string, onHost = host) =>
    testApp.app.inject({ method: 'GET', url: path, headers: { host: onHost } })
  const link = async (pageId = page.id) =>
    (await client.post(`/api/page/${pageId}/preview-link`)).json() as PreviewLink
  return { ...owner, page, host, open, link }
}

const pathOf = (url: string) => new URL(url).pathname

describe('preview links (issue #15)', () => {
  it('opens the page’s draft without a login, marked as a preview, never indexed or cached', async () => {
    const clock = createTestClock(new Date('2026-06-01T10:00:00Z'))
    const pageCache = createPageCache({ enabled: true, maxBytes: 10_000_000 })
    const testApp = await buildTestApp({ clock, pageCache })
    const { link, host, open } = await bakery(testApp)

    const made = await link()
    expect(made.url).toMatch(
      new RegExp(`^http://${host.replace('.', '\\.')}/_sitewerk/preview/[\\w-]+\\.[\\w-]+$`),
    )
    expect(made.expires_at).toBe('2026-06-08 10:00:00')

    const store = vi.spyOn(pageCache, 'set')
    const res = await open(pathOf(made.url))
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(res.headers['cache-control']).toBe('no-store, private')
    expect(res.headers['set-cookie']).toBeUndefined()
    expect(res.body).toContain('<p>Entwurf</p>')
    expect(res.body).not.toContain('Veröffentlicht')
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(res.body).toMatch(
      /<body><div role="region" aria-label="Vorschau"[^>]*><p[^>]*>Vorschau – mit Änderungen, die Besucher noch nicht sehen<\/p><\/div>/,
    )
    // The draft's own CSS comes inline: page.css serves what visitors see.
    expect(res.body).not.toContain('/_sitewerk/page.css')
    expect(store).not.toHaveBeenCalled()
  })

  it('speaks the site’s language on the banner', async () => {
    const testApp = await buildTestApp()
    const { link, open, site } = await bakery(testApp)
    await testApp.database.db
      .update(sites)
      .set({ settings: { language: 'en' } })
      .where(eq(sites.id, site.id))
    const res = await open(pathOf((await link()).url))
    expect(res.body).toContain('Preview – with changes visitors do not see yet')
  })

  it('says on the banner whether the page is published yet and whether the draft differs (issue 34, item 11)', async () => {
    const testApp = await buildTestApp()
    const { link, open, client, site, page } = await bakery(testApp)
    const banner = async (pageId: number) =>
      /data-sitewerk-preview[^>]*><p[^>]*>([^<]*)</.exec(
        (await open(pathOf((await link(pageId)).url))).body,
      )?.[1]
    expect(await banner(page.id)).toBe('Vorschau – mit Änderungen, die Besucher noch nicht sehen')

    const draft = (
      await client.post('/api/page', { site_id: site.id, title: 'Neu', url: 'neu' })
    ).json() as { id: number }
    expect(await banner(draft.id)).toBe('Vorschau – diese Seite ist noch nicht veröffentlicht')

    await client.post(`/api/page/${page.id}/publish`, {})
    expect(await banner(page.id)).toBe('Vorschau – so ist die Seite auch veröffentlicht')
  })

  it('answers a wrong, tampered, expired or foreign link with the site’s usual 404', async () => {
    const clock = createTestClock(new Date('2026-06-01T10:00:00Z'))
    const testApp = await buildTestApp({ clock })
    const { link, open } = await bakery(testApp)
    const florist = await bakery(testApp, 'Blumen Ilse')
    const usual = await open('/gibt-es-nicht')
    expect(usual.statusCode).toBe(404)

    const path = pathOf((await link()).url)
    const [payload, signature] = path.split('/').pop()!.split('.') as [string, string]
    const otherPage = Buffer.from(`${florist.page.id}.${Date.parse('2026-06-08') / 1000}`).toString(
      'base64url',
    )
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`
    const refused = [
      '/_sitewerk/preview/',
      '/_sitewerk/preview/nonsense',
      `/_sitewerk/preview/${payload}.${flipped}`,
      `/_sitewerk/preview/${otherPage}.${signature}`,
      `/_sitewerk/preview/${payload}.${signature}.x`,
      // The florist's own valid link, opened on the bakery's host.
      pathOf((await florist.link()).url),
    ]
    for (const wrong of refused) {
      const res = await open(wrong)
      expect(res.statusCode, wrong).toBe(404)
      expect(res.body, wrong).toBe(usual.body)
      expect(res.headers['cache-control'], wrong).toBe(usual.headers['cache-control'])
    }
    expect((await open(path)).statusCode).toBe(200)
    clock.advanceSeconds(7 * DAY)
    const expired = await open(path)
    expect(expired.statusCode).toBe(404)
    expect(expired.body).toBe(usual.body)
  })

  it('makes links only for the organisation’s own pages', async () => {
    const testApp = await buildTestApp()
    const bakeryOwner = await bakery(testApp)
    const florist = await bakery(testApp, 'Blumen Ilse')
    const res = await florist.client.post(`/api/page/${bakeryOwner.page.id}/preview-link`)
    expect(res.statusCode).toBe(404)
  })
})
