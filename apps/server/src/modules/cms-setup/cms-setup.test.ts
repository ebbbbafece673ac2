import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sites } from '../../db/schema/index.ts'
import { pageOfLink } from '../../seed/page-templates/without-dead-links.ts'
import type { TestApp, TestClient } from '../../test/build-test-app.ts'
import { appWithStarters, siteOwner } from '../../test/factories.ts'

async function ownerWithTheme(testApp: TestApp, title?: string) {
  const owner = await siteOwner(testApp, title)
  const theme = (await owner.client.post('/api/themes', { title: 'Hausstil' })).json()
  return { ...owner, theme }
}

const visit = (testApp: TestApp, identifier: string, url: string) =>
  testApp.app.inject({ method: 'GET', url, headers: { host: `${identifier}.localhost:3000` } })

const DESCRIPTION = 'Handgemachtes Brot und Kuchen aus dem Holzofen, mitten in Kreuzberg.'

/** Every page of the site as a visitor gets it, by URL. */
async function publicPages(
  testApp: TestApp,
  client: TestClient,
  site: { id: number; identifier: string },
) {
  const pages = (await client.get(`/api/sites/${site.id}/pages`)).json() as { url: string }[]
  const bodies = new Map<string, string>()
  for (const { url } of pages) {
    const res = await visit(testApp, site.identifier, `/${url}`)
    expect(res.statusCode, url).toBe(200)
    bodies.set(url, res.body)
  }
  return bodies
}

/** Links of the site's pages to a page it does not have, or to an anchor that page lacks. */
function deadLinks(bodies: Map<string, string>) {
  const dead: string[] = []
  for (const [url, body] of bodies)
    for (const [, href] of body.matchAll(/<a [^>]*href="([^"]*)"/g)) {
      const target = pageOfLink(href!)
      if (target === null) continue
      const anchor = href!.split('#')[1]
      const page = bodies.get(target)
      if (page === undefined || (anchor && !page.includes(`id="${anchor}"`)))
        dead.push(`/${url} → ${href}`)
    }
  return dead
}

const metaDescription = (body: string) =>
  /<meta name="description" content="([^"]*)">/.exec(body)?.[1]

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

  it.each([
    [['home']],
    [['home', 'about']],
    [['home', 'about', 'imprint', 'privacy']],
    [['home', 'contact', 'imprint']],
    [['home', 'about', 'contact', 'imprint', 'privacy']],
  ])('links only to pages the site has, whichever pages are ticked: %j', async (templates) => {
    const testApp = await appWithStarters()
    const { client, site, theme } = await ownerWithTheme(testApp)

    const res = await client.post(`/api/sites/${site.id}/setup`, { theme_id: theme.id, templates })

    expect(res.statusCode).toBe(201)
    const bodies = await publicPages(testApp, client, site)
    expect([...bodies.keys()]).toHaveLength(templates.length)
    expect(deadLinks(bodies)).toEqual([])
  })

  it('leaves out the buttons to the contact page when Kontakt is not ticked', async () => {
    const testApp = await appWithStarters()
    const { client, site, theme } = await ownerWithTheme(testApp)

    await client.post(`/api/sites/${site.id}/setup`, {
      theme_id: theme.id,
      templates: ['home', 'about'],
    })

    const bodies = await publicPages(testApp, client, site)
    for (const [url, body] of bodies) {
      expect(body, url).not.toContain('/kontakt')
      expect(body, url).not.toContain('Kontakt aufnehmen')
    }
    expect(bodies.get('')).toContain('href="/ueber-uns"')
    expect(bodies.get('')).toContain('href="/#leistungen"')
  })

  it('gives the Kontakt page a working contact form whose entries are mailed to the person who set it up', async () => {
    const testApp = await appWithStarters()
    const { client, site, theme, user } = await ownerWithTheme(testApp)
    await client.post(`/api/sites/${site.id}/setup`, {
      theme_id: theme.id,
      templates: ['home', 'contact'],
    })

    const [form] = (await client.get(`/api/forms?site_id=${site.id}`)).json()
    expect(form).toMatchObject({
      title: 'Kontaktformular',
      saveToDatabase: true,
      sendMailIntern: true,
      mailsIntern: [user.email],
    })
    const contact = (await visit(testApp, site.identifier, '/kontakt')).body
    expect(contact).toContain(`action="/form/submit/${form.id}"`)
    expect(contact).toContain('Ihre Nachricht')
    const sent = await testApp.app.inject({
      method: 'POST',
      url: `/form/submit/${form.id}`,
      headers: { host: `${site.identifier}.localhost:3000` },
      payload: {
        data: { name: 'Ada', email: 'ada@example.com', message: 'Haben Sie Roggenbrot?' },
      },
    })
    expect(sent.statusCode).toBe(201)
    const deliveries = (await client.get(`/api/forms/${form.id}/deliveries`)).json()
    expect(deliveries.map((d: { kind: string; to: string }) => [d.kind, d.to])).toContainEqual([
      'mail-intern',
      user.email,
    ])
  })

  it('creates no form when Kontakt is not ticked', async () => {
    const testApp = await appWithStarters()
    const { client, site, theme } = await ownerWithTheme(testApp)
    await client.post(`/api/sites/${site.id}/setup`, { theme_id: theme.id, templates: ['home'] })
    expect((await client.get(`/api/forms?site_id=${site.id}`)).json()).toEqual([])
  })

  it('links Impressum and Datenschutz from the footer under „Rechtliches“ when they are created', async () => {
    const testApp = await appWithStarters()
    const { client, site, theme } = await ownerWithTheme(testApp)

    await client.post(`/api/sites/${site.id}/setup`, {
      theme_id: theme.id,
      templates: ['home', 'imprint', 'privacy'],
    })

    const home = (await visit(testApp, site.identifier, '/')).body
    const footer = home.slice(home.indexOf('<footer'))
    expect(footer).toContain('Rechtliches')
    expect(footer).toContain('<a href="/impressum">Impressum</a>')
    expect(footer).toContain('<a href="/datenschutz">Datenschutz</a>')
    const privacy = (await visit(testApp, site.identifier, '/datenschutz')).body
    expect(privacy).toContain('<h1 class="hero__headline">Datenschutzerklärung</h1>')
    expect(privacy).toContain('keine Rechtsberatung')
    expect(privacy).toContain('setzen keine Cookies und rufen keine Dienste Dritter auf')
    expect(privacy).toContain('[Name und Anschrift Ihres Hosting-Anbieters eintragen]')
  })

  it('keeps the legal pages out of the header’s menu: the footer links them', async () => {
    const testApp = await appWithStarters()
    const { client, site, theme } = await ownerWithTheme(testApp)

    await client.post(`/api/sites/${site.id}/setup`, {
      theme_id: theme.id,
      templates: ['home', 'about', 'imprint', 'privacy'],
    })

    const home = (await visit(testApp, site.identifier, '/')).body
    const header = home.slice(0, home.indexOf('<footer'))
    expect(header).toContain('href="/ueber-uns"')
    expect(header).not.toContain('/impressum')
    expect(header).not.toContain('/datenschutz')
    const menu = (await client.get(`/api/sites/${site.id}/navigation`)).json()
    expect(menu.items).toHaveLength(2)
  })

  it('has no „Rechtliches“ column in the footer without the legal pages', async () => {
    const testApp = await appWithStarters()
    const { client, site, theme } = await ownerWithTheme(testApp)

    await client.post(`/api/sites/${site.id}/setup`, { theme_id: theme.id, templates: ['home'] })

    const home = (await visit(testApp, site.identifier, '/')).body
    expect(home).not.toContain('Rechtliches')
    expect(home).not.toContain('/impressum')
  })

  it('fills the Impressum from the site settings when it is shown, leaving out what is missing', async () => {
    const testApp = await appWithStarters()
    const { client, site, theme } = await ownerWithTheme(testApp)
    const contact = {
      name: 'Bäckerei Sonne GmbH',
      representative: 'Sonja Sonne',
      street: 'Backstraße 1',
      postcode: '10997',
      city: 'Berlin',
      email: 'hallo@sonne.example',
      register: 'Amtsgericht Charlottenburg\nHRB 123456',
    }
    // the settings screen is another change of issue 13: its stored value, written directly
    await testApp.database.db
      .update(sites)
      .set({ settings: { contact } })
      .where(eq(sites.id, site.id))
    await client.post(`/api/sites/${site.id}/setup`, {
      theme_id: theme.id,
      templates: ['home', 'imprint'],
    })

    const imprint = (await visit(testApp, site.identifier, '/impressum')).body
    expect(imprint).toContain('<h2 class="provider__headline">Angaben gemäß § 5 DDG</h2>')
    for (const line of [
      'Bäckerei Sonne GmbH',
      'Vertreten durch: Sonja Sonne',
      'Backstraße 1',
      '10997 Berlin',
      '<a href="mailto:hallo@sonne.example">hallo@sonne.example</a>',
      'Amtsgericht Charlottenburg<br>HRB 123456',
    ])
      expect(imprint).toContain(line)
    expect(imprint).not.toContain('Telefon:')
    expect(imprint).not.toContain('Umsatzsteuer-ID')
  })

  it('takes the description typed for the site as the home page’s description, and no placeholder anywhere', async () => {
    const testApp = await appWithStarters()
    const { client, site, theme } = await ownerWithTheme(testApp)
    await client.patch(`/api/sites/${site.id}`, { description: DESCRIPTION })

    const res = await client.post(`/api/sites/${site.id}/setup`, {
      theme_id: theme.id,
      templates: ['home', 'about', 'contact', 'imprint', 'privacy'],
    })

    const pages = res.json().pages as { url: string; description: string | null }[]
    expect(pages.map((p) => [p.url, p.description])).toEqual([
      ['', DESCRIPTION],
      ['ueber-uns', null],
      ['kontakt', null],
      ['impressum', null],
      ['datenschutz', null],
    ])
    const bodies = await publicPages(testApp, client, site)
    for (const [url, body] of bodies) expect(metaDescription(body), url).toBe(DESCRIPTION)
    expect(bodies.get('')).toContain(`<p class="footer__text">${DESCRIPTION}</p>`)
  })
})
