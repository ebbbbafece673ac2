import { describe, expect, it } from 'vitest'
import type { TestApp } from '../../test/build-test-app.ts'
import { appWithStarters, siteOwner } from '../../test/factories.ts'

async function ownerWithTheme(testApp: TestApp, title?: string) {
  const owner = await siteOwner(testApp, title)
  const theme = (await owner.client.post('/api/themes', { title: 'Hausstil' })).json()
  return { ...owner, theme }
}

const visit = (testApp: TestApp, identifier: string, url: string) =>
  testApp.app.inject({ method: 'GET', url, headers: { host: `${identifier}.localhost:3000` } })

describe('cms-setup', () => {
  it('sets a new site up: its theme, a layout with header and footer, and the chosen pages', async () => {
    const testApp = await appWithStarters()
    const { client, site, theme } = await ownerWithTheme(testApp)
    expect((await client.get(`/api/sites/${site.id}/setup`)).json()).toEqual({ needs_setup: true })

    const res = await client.post(`/api/sites/${site.id}/setup`, {
      theme_id: theme.id,
      templates: ['contact', 'home'],
    })

    expect(res.statusCode).toBe(201)
    const { pages } = res.json()
    expect(pages.map((p: { url: string; title: string }) => [p.url, p.title])).toEqual([
      ['', 'Start'],
      ['kontakt', 'Kontakt'],
    ])
    expect((await client.get(`/api/sites/${site.id}/setup`)).json()).toEqual({
      needs_setup: false,
    })
    expect((await client.get(`/api/sites/${site.id}`)).json().theme_id).toBe(theme.id)
    const [layout] = (await client.get(`/api/sites/${site.id}/layouts`)).json()
    expect(layout.contents.map((c: { layout_slot: string }) => c.layout_slot)).toEqual([
      'header',
      'footer',
    ])
    const home = (await client.get(`/api/page/${pages[0].id}`)).json()
    expect(home.layout_id).toBe(layout.id)
    expect(home.articles[1].background_content).toMatchObject({ data: { pattern: 'soft' } })

    const publicHome = await visit(testApp, site.identifier, '/')
    expect(publicHome.statusCode).toBe(200)
    for (const key of ['header', 'hero', 'cards', 'image-text', 'counter', 'testimonial', 'cta'])
      expect(publicHome.body, key).toContain(`sw-c-${key}`)
    expect(publicHome.body).toContain('href="/kontakt"')
    expect((await visit(testApp, site.identifier, '/kontakt')).statusCode).toBe(200)
    expect((await visit(testApp, site.identifier, '/ueber-uns')).statusCode).toBe(404)
  })

  it('keeps a layout the site already has for the new pages', async () => {
    const testApp = await appWithStarters()
    const { client, site, theme } = await ownerWithTheme(testApp)
    const own = (await client.post('/api/layouts', { site_id: site.id, title: 'Eigenes' })).json()

    const res = await client.post(`/api/sites/${site.id}/setup`, {
      theme_id: theme.id,
      templates: ['home', 'about'],
    })

    expect(res.statusCode).toBe(201)
    expect(res.json().pages.map((p: { layout_id: number }) => p.layout_id)).toEqual([
      own.id,
      own.id,
    ])
    expect((await client.get(`/api/sites/${site.id}/layouts`)).json()).toHaveLength(1)
  })

  it('refuses a site that has pages with 409 and writes nothing', async () => {
    const testApp = await appWithStarters()
    const { client, site, theme } = await ownerWithTheme(testApp)
    await client.post('/api/page', { site_id: site.id, title: 'Start', url: '' })

    const res = await client.post(`/api/sites/${site.id}/setup`, {
      theme_id: theme.id,
      templates: ['home'],
    })

    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Diese Website ist schon eingerichtet: Sie hat bereits Seiten.')
    expect((await client.get(`/api/sites/${site.id}`)).json().theme_id).toBeNull()
    expect((await client.get(`/api/sites/${site.id}/layouts`)).json()).toEqual([])
  })

  it('answers 422 with field errors for unknown templates, a missing home page and another organisation’s theme, and writes nothing', async () => {
    const testApp = await appWithStarters()
    const { client, site, theme } = await ownerWithTheme(testApp)
    const other = await ownerWithTheme(testApp, 'Andere GmbH')
    const setup = (body: unknown) => client.post(`/api/sites/${site.id}/setup`, body)

    const unknown = await setup({ theme_id: theme.id, templates: ['home', 'shop'] })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors).toEqual({ 'templates.1': ['Ungültige Auswahl.'] })

    const withoutHome = await setup({ theme_id: theme.id, templates: ['about'] })
    expect(withoutHome.statusCode).toBe(422)
    expect(withoutHome.json().errors).toEqual({ templates: ['Die Startseite gehört immer dazu.'] })

    const foreign = await setup({ theme_id: other.theme.id, templates: ['home'] })
    expect(foreign.statusCode).toBe(422)
    expect(foreign.json().errors).toEqual({
      theme_id: ['Dieses Theme gibt es in deiner Organisation nicht.'],
    })
    expect((await client.get(`/api/sites/${site.id}/pages`)).json()).toEqual([])
    expect((await client.get(`/api/sites/${site.id}/layouts`)).json()).toEqual([])
  })

  it('answers 404 for another organisation’s site', async () => {
    const testApp = await appWithStarters()
    const { client, theme } = await ownerWithTheme(testApp)
    const other = await ownerWithTheme(testApp, 'Andere GmbH')

    const setup = await client.post(`/api/sites/${other.site.id}/setup`, {
      theme_id: theme.id,
      templates: ['home'],
    })
    expect(setup.statusCode).toBe(404)
    expect((await client.get(`/api/sites/${other.site.id}/setup`)).statusCode).toBe(404)
  })
})
