import { describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { createComponent, pageWithArticle, siteOwner } from '../../test/factories.ts'
import { publishSite } from '../../test/publishing.ts'
import { createPageCache } from './page-cache.ts'

/** A site with a home page and a page 'angebot', each showing one headline; nothing published. */
async function draftSite(testApp: TestApp) {
  const owner = await siteOwner(testApp, 'Bäckerei Entwurf')
  const { client, site } = owner
  const headline = await createComponent(testApp.database, {
    key: `h-${site.identifier}`,
    organizationId: owner.organization.id,
    form: [{ $formkit: 'text', name: 'text' }] as never,
    template: '<h1>{{ text }}</h1>',
  })
  const nav = await createComponent(testApp.database, {
    key: `nav-${site.identifier}`,
    organizationId: owner.organization.id,
    template:
      '<nav>{% for item in navigation %}[{{ item.title }}>{{ item.href }}]{% endfor %}</nav>',
  })
  const fill = async (url: string, text: string) => {
    const { page, article } = await pageWithArticle(client, site.id, url)
    const section = article.sections[0].id
    await client.post('/api/content', { section_id: section, component_id: nav.id, data: {} })
    const content = (
      await client.post('/api/content', {
        section_id: section,
        component_id: headline.id,
        data: { text },
      })
    ).json() as { id: number }
    return { page: page as { id: number }, content }
  }
  const home = await fill('', 'Willkommen')
  const offer = await fill('angebot', 'Unser Angebot')
  const visit = (url: string) =>
    testApp.app.inject({ method: 'GET', url, headers: { host: `${site.identifier}.localhost` } })
  return { ...owner, home, offer, visit, publish: () => publishSite(client, site.id) }
}

describe('visitors see only what was published (decision 027)', () => {
  it('shows no page of a site that was never published', async () => {
    const testApp = await buildTestApp()
    const { visit } = await draftSite(testApp)
    expect((await visit('/')).statusCode).toBe(404)
    expect((await visit('/angebot')).statusCode).toBe(404)
    expect((await visit('/sitemap.xml')).body).not.toContain('<loc>')
  })

  it('keeps the published content of an edited page until it is published again', async () => {
    const testApp = await buildTestApp()
    const { client, home, visit, publish } = await draftSite(testApp)
    await publish()
    expect((await visit('/')).body).toContain('<h1>Willkommen</h1>')
    await client.patch(`/api/content/${home.content.id}`, { data: { text: 'Neu im Entwurf' } })
    await client.patch(`/api/page/${home.page.id}`, { title: 'Startseite neu' })
    const draft = (await visit('/')).body
    expect(draft).toContain('<h1>Willkommen</h1>')
    expect(draft).not.toContain('Startseite neu')
    expect((await client.post(`/api/page/${home.page.id}/publish`, {})).statusCode).toBe(200)
    const published = (await visit('/')).body
    expect(published).toContain('<h1>Neu im Entwurf</h1>')
    expect(published).toContain('<title>Startseite neu | Bäckerei Entwurf</title>')
  })

  it('answers 404 for an unpublished page and a new page, and leaves them out of menus', async () => {
    const testApp = await buildTestApp()
    const { client, site, offer, visit, publish } = await draftSite(testApp)
    await publish()
    expect((await visit('/')).body).toContain('[Start>/angebot]')
    await client.post('/api/page', { site_id: site.id, title: 'Neu', url: 'neu' })
    expect((await visit('/neu')).statusCode).toBe(404)
    expect((await client.post(`/api/page/${offer.page.id}/unpublish`, {})).statusCode).toBe(200)
    const gone = await visit('/angebot')
    expect(gone.statusCode).toBe(404)
    expect(gone.body).toContain('Seite nicht gefunden')
    const home = (await visit('/')).body
    expect(home).not.toContain('/angebot')
    expect(home).not.toContain('/neu')
    expect((await visit('/sitemap.xml')).body).not.toContain('angebot')
  })

  it('keeps a copy of a published page off the site and out of menus until it is published', async () => {
    const testApp = await buildTestApp()
    const { client, offer, visit, publish } = await draftSite(testApp)
    await publish()
    const copy = (await client.post(`/api/page/duplicate/${offer.page.id}`, {})).json()
    expect((await client.get(`/api/page/${copy.id}/publishing`)).json().status).toBe('unpublished')
    expect((await visit('/')).body.match(/>\/angebot\]/g)).toHaveLength(1)
    expect((await visit('/angebot-kopie')).statusCode).toBe(404)
    await publish()
    expect((await visit('/angebot-kopie')).body).toContain('<h1>Unser Angebot</h1>')
  })

  it('keeps the published address of a page whose draft moved until it is published', async () => {
    const testApp = await buildTestApp()
    const { client, offer, visit, publish } = await draftSite(testApp)
    await publish()
    await client.patch(`/api/page/${offer.page.id}`, { url: 'sortiment', title: 'Sortiment' })
    expect((await visit('/angebot')).statusCode).toBe(200)
    expect((await visit('/sortiment')).statusCode).toBe(404)
    expect((await visit('/')).body).toContain('[Start>/angebot]')
    await publish()
    // the old address now sends visitors on (decision 036)
    expect((await visit('/angebot')).headers.location).toBe('/sortiment')
    expect((await visit('/sortiment')).body).toContain('<h1>Unser Angebot</h1>')
    expect((await visit('/')).body).toContain('[Sortiment>/sortiment]')
  })

  it('keeps cached pages while drafts are saved, and drops them on a publish', async () => {
    const pageCache = createPageCache()
    const testApp = await buildTestApp({ pageCache })
    const { client, site, home, visit, publish } = await draftSite(testApp)
    await publish()
    const first = await visit('/')
    await visit('/angebot')
    expect(pageCache.size).toBe(2)
    await client.patch(`/api/content/${home.content.id}`, { data: { text: 'Entwurf' } })
    await client.patch(`/api/page/${home.page.id}`, { title: 'Entwurf' })
    await client.put(`/api/sites/${site.id}/navigation`, { items: [] })
    expect(pageCache.size).toBe(2)
    expect(pageCache.get(site.id, '')?.etags.has(String(first.headers.etag))).toBe(true)
    await publish()
    expect(pageCache.size).toBe(0)
    expect((await visit('/')).body).toContain('<h1>Entwurf</h1>')
  })
})
