import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'
import {
  NIGHT_COLORSET,
  createComponent,
  pageWithArticle,
  siteOwner,
} from '../../test/factories.ts'
import { publishSite } from '../../test/publishing.ts'

describe('GET page/{id}/preview', () => {
  it('gives a member the site, layout, navigation and looks the public page is rendered with', async () => {
    const testApp = await buildTestApp()
    const { client, site } = await siteOwner(testApp)
    const header = await createComponent(testApp.database, {
      key: 'kopf',
      namespace: 'header',
      template: '<header>{{ site.title }}</header>',
    })
    const siteTheme = (
      await client.post('/api/themes', { title: 'Holz', highlightColor: '#8b4513' })
    ).json()
    const unusedTheme = (
      await client.post('/api/themes', { title: 'Wald', highlightColor: '#00aa00' })
    ).json()
    const night = (await client.post('/api/colorsets', NIGHT_COLORSET)).json()
    await client.patch(`/api/sites/${site.id}`, { theme_id: siteTheme.id })
    const layout = (
      await client.post('/api/layouts', { site_id: site.id, title: 'Standard', css: 'header{a:b}' })
    ).json()
    const headerContent = (
      await client.post('/api/content', {
        layout_id: layout.id,
        layout_slot: 'header',
        component_id: header.id,
        data: {},
      })
    ).json()
    const { page: home } = await pageWithArticle(client, site.id)
    await client.patch(`/api/page/${home.id}`, { layout_id: layout.id })
    await client.post('/api/page', { site_id: site.id, title: 'Über uns', url: 'ueber-uns' })

    const res = await client.get(`/api/page/${home.id}/preview`)

    expect(res.statusCode).toBe(200)
    const preview = res.json()
    expect(preview.site).toEqual({
      title: 'Bäckerei Sonne',
      description: null,
      variables: {},
      // The site settings reach the preview as they reach public pages (issue 13).
      settings: { contact: {}, openingHours: [], social: [], language: 'de' },
      logo: null,
      opening_hours: [],
      social_links: [],
    })
    expect(preview.layout).toEqual({
      id: layout.id,
      contents: [expect.objectContaining({ id: headerContent.id, component_id: header.id })],
      css: 'header{a:b}',
      maxWidth: 'default',
    })
    expect(preview.navigation).toEqual([
      { title: 'Start', href: '/', active: true, children: [] },
      { title: 'Über uns', href: '/ueber-uns', active: false, children: [] },
    ])
    expect(preview.css).toMatch(/:root\{\n {2}--sw-color-highlight:#8b4513;/)
    // Themes and colour sets no block wears yet come along, for the one a person picks next.
    expect(preview.themes.map((t: { id: number }) => t.id).sort()).toEqual(
      [siteTheme.id, unusedTheme.id].sort(),
    )
    expect(preview.themes.find((t: { id: number }) => t.id === unusedTheme.id)).toMatchObject({
      style: { highlightColor: '#00aa00', spacing: 'normal' },
      fonts: { headline: null, copy: null },
    })
    expect(preview.colorsets).toEqual([
      {
        id: night.id,
        highlight_color: '#ffcc00',
        secondary_color: '#333333',
        text_color: '#ffffff',
        background_color: '#000000',
      },
    ])
  })

  it('shows editors the draft: layout, navigation and variables saved after the last publish', async () => {
    const testApp = await buildTestApp()
    const { client, site } = await siteOwner(testApp)
    const layout = (
      await client.post('/api/layouts', { site_id: site.id, title: 'Standard', css: 'alt{}' })
    ).json()
    const { page: home } = await pageWithArticle(client, site.id)
    await client.patch(`/api/page/${home.id}`, { layout_id: layout.id })
    await publishSite(client, site.id)
    // First visits fill the public page server's data of the site with the published state.
    await testApp.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: `${site.identifier}.localhost` },
    })
    await client.patch(`/api/layouts/${layout.id}`, { css: 'neu{}' })
    await client.post('/api/page', { site_id: site.id, title: 'Neu', url: 'neu' })
    await client.patch(`/api/sites/${site.id}`, {
      variables_schema: [{ $formkit: 'text', name: 'slogan', label: 'Slogan' }],
    })
    await client.put(`/api/sites/${site.id}/variables`, { variables: { slogan: 'Frisch' } })

    const preview = (await client.get(`/api/page/${home.id}/preview`)).json()

    expect(preview.layout.css).toBe('neu{}')
    expect(preview.navigation.map((n: { title: string }) => n.title)).toEqual(['Start', 'Neu'])
    expect(preview.site.variables).toEqual({ slogan: 'Frisch' })
  })

  it('answers a page without layout with layout null and the default theme at :root', async () => {
    const testApp = await buildTestApp()
    const { client, site } = await siteOwner(testApp)
    const { page } = await pageWithArticle(client, site.id)

    const preview = (await client.get(`/api/page/${page.id}/preview`)).json()

    expect(preview.layout).toBeNull()
    expect(preview.css).toMatch(/:root\{\n {2}--sw-color-highlight:#e6007e;/)
    expect(preview.themes).toEqual([])
  })

  it('another organisation gets 404 and no theme of the owner', async () => {
    const testApp = await buildTestApp()
    const owner = await siteOwner(testApp, 'Eigen')
    const other = await siteOwner(testApp, 'Fremd')
    const { page } = await pageWithArticle(owner.client, owner.site.id)

    const res = await other.client.get(`/api/page/${page.id}/preview`)

    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain('sw-color')
  })

  it('answers a non-numeric id with 404', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)

    const res = await client.get('/api/page/eins/preview')

    expect(res.statusCode).toBe(404)
  })

  it('refuses a guest with 401', async () => {
    const testApp = await buildTestApp()
    const { client, site } = await siteOwner(testApp)
    const { page } = await pageWithArticle(client, site.id)

    const res = await testApp.app.inject({ method: 'GET', url: `/api/page/${page.id}/preview` })

    expect(res.statusCode).toBe(401)
  })
})
