import type { SiteNavigation } from '@sitewerk/contracts'
import { describe, expect, it } from 'vitest'
import { layouts } from '../../db/schema/index.ts'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { createComponent, siteOwner } from '../../test/factories.ts'
import { publishSite } from '../../test/publishing.ts'

/** The menu as a visitor's header lists it: `title>href[active][new tab]` and its submenu. */
const MENU_TEMPLATE = `<nav>{% for item in navigation %}[{{ item.title }}>{{ item.href }}{% if item.active %}*{% endif %}{% if item.new_tab %}^{% endif %}{% for child in item.children %}({{ child.title }}>{{ child.href }}{% if child.active %}*{% endif %}){% endfor %}]{% endfor %}</nav>`

/** A site with a header showing its menu, and pages Start, Leistungen > Backkurse, Team, 404. */
async function bakery(testApp: TestApp, title = 'Bäckerei Sonne') {
  const owner = await siteOwner(testApp, title)
  const { client, site } = owner
  const nav = await createComponent(testApp.database, {
    key: `nav-${site.id}`,
    namespace: 'header',
    template: MENU_TEMPLATE,
  })
  const [layout] = await testApp.database.db
    .insert(layouts)
    .values({ organizationId: owner.organization.id, siteId: site.id, title: 'Standard' })
    .returning()
  await client.post('/api/content', {
    layout_id: layout!.id,
    layout_slot: 'header',
    component_id: nav.id,
    data: {},
  })
  const page = async (title: string, url: string, parentId?: number) =>
    (
      await client.post('/api/page', {
        site_id: site.id,
        title,
        url,
        layout_id: layout!.id,
        ...(parentId ? { parent_id: parentId } : {}),
      })
    ).json() as { id: number }
  const home = await page('Start', '')
  const services = await page('Leistungen', 'leistungen')
  const courses = await page('Backkurse', 'leistungen/backkurse', services.id)
  const team = await page('Team', 'team')
  const notFound = await page('Nicht gefunden', '404')
  const host = `${site.identifier}.localhost`
  /** The menu a visitor sees on `url` once the site is published as it is now. */
  const menuOf = async (url: string) => {
    await publishSite(client, site.id)
    const res = await testApp.app.inject({ method: 'GET', url, headers: { host } })
    return /<nav>(.*)<\/nav>/.exec(res.body)?.[1]
  }
  const navigationUrl = `/api/sites/${site.id}/navigation`
  const getMenu = async () => (await client.get(navigationUrl)).json() as SiteNavigation
  return { ...owner, home, services, courses, team, notFound, menuOf, navigationUrl, getMenu }
}

describe('a site menu nobody arranged', () => {
  it('follows the page tree, without the not-found page, as before', async () => {
    const testApp = await buildTestApp()
    const { getMenu, menuOf, home, services, courses, team } = await bakery(testApp)
    expect(await menuOf('/leistungen/backkurse')).toBe(
      '[Start>/][Leistungen>/leistungen*(Backkurse>/leistungen/backkurse*)][Team>/team]',
    )
    const menu = await getMenu()
    expect(menu.derived).toBe(true)
    expect(menu.items).toMatchObject([
      { kind: 'page', page_id: home.id, hidden: false, children: [] },
      { kind: 'page', page_id: services.id, children: [{ kind: 'page', page_id: courses.id }] },
      { kind: 'page', page_id: team.id, children: [] },
    ])
  })
})

describe('an arranged menu', () => {
  it('shows renamed, hidden, linked and nested entries to visitors once published', async () => {
    const testApp = await buildTestApp()
    const { client, navigationUrl, menuOf, home, services, courses, team } = await bakery(testApp)
    expect(await menuOf('/team')).toContain('[Team>/team*]')

    const res = await client.put(navigationUrl, {
      items: [
        { id: 'home', kind: 'page', page_id: home.id, label: 'Willkommen' },
        {
          id: 'team',
          kind: 'page',
          page_id: team.id,
          children: [
            { id: 'kurse', kind: 'page', page_id: courses.id },
            { id: 'intern', kind: 'link', label: 'Intern', url: '/intern', hidden: true },
          ],
        },
        { id: 'leistungen', kind: 'page', page_id: services.id, hidden: true },
        {
          id: 'shop',
          kind: 'link',
          label: 'Onlineshop',
          url: 'https://shop.example.de/',
          new_tab: true,
        },
      ],
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ derived: false, items: { length: 4 } })
    // The page served a moment ago is not served again from the cache.
    expect(await menuOf('/team')).toBe(
      '[Willkommen>/][Team>/team*(Backkurse>/leistungen/backkurse)][Onlineshop>https://shop.example.de/^]',
    )
    // The current page's entry and the entry above it are active; so is a page below it in the tree.
    expect(await menuOf('/leistungen/backkurse')).toBe(
      '[Willkommen>/][Team>/team*(Backkurse>/leistungen/backkurse*)][Onlineshop>https://shop.example.de/^]',
    )
  })

  it('says whether visitors see the saved menu: it goes live with the site’s next publish (issue 34, item 8)', async () => {
    const testApp = await buildTestApp()
    const { client, navigationUrl, getMenu, menuOf, site, home, team } = await bakery(testApp)
    expect((await getMenu()).publish_status).toBe('unpublished')
    await publishSite(client, site.id)
    expect((await getMenu()).publish_status).toBe('published')

    const arranged = {
      items: [
        { id: 'team', kind: 'page', page_id: team.id },
        { id: 'home', kind: 'page', page_id: home.id, label: 'Willkommen' },
      ],
    }
    const saved = await client.put(navigationUrl, arranged)
    expect(saved.json()).toMatchObject({ derived: false, publish_status: 'changed' })
    expect((await getMenu()).publish_status).toBe('changed')

    expect(await menuOf('/team')).toBe('[Team>/team*][Willkommen>/]')
    expect((await getMenu()).publish_status).toBe('published')
    // Saved again as it is: still what visitors see.
    expect((await client.put(navigationUrl, arranged)).json().publish_status).toBe('published')
  })

  it('drops a deleted page from the menu and lifts its submenu, never a broken link', async () => {
    const testApp = await buildTestApp()
    const { client, navigationUrl, getMenu, menuOf, home, services, courses, team } =
      await bakery(testApp)
    await client.put(navigationUrl, {
      items: [
        { id: 'home', kind: 'page', page_id: home.id },
        {
          id: 'team',
          kind: 'page',
          page_id: team.id,
          children: [{ id: 'k', kind: 'page', page_id: services.id }],
        },
        {
          id: 'kurse',
          kind: 'page',
          page_id: courses.id,
          children: [{ id: 'x', kind: 'link', label: 'X', url: '/x' }],
        },
      ],
    })
    await menuOf('/')
    expect((await client.delete(`/api/page/${courses.id}`)).statusCode).toBe(200)
    await client.delete(`/api/page/${services.id}`)
    expect(await menuOf('/')).toBe('[Start>/*][Team>/team][X>/x]')
    expect((await getMenu()).items.map((i) => [i.id, i.children.map((c) => c.id)])).toEqual([
      ['home', []],
      ['team', []],
      ['x', []],
    ])
  })
})

describe('a new page and the menu', () => {
  it('stays out of a derived menu when the person says so; the menu is then kept as it was', async () => {
    const testApp = await buildTestApp()
    const { client, site, getMenu, menuOf } = await bakery(testApp)
    const before = await getMenu()
    const res = await client.post('/api/page', {
      site_id: site.id,
      title: 'Geheim',
      url: 'geheim',
      show_in_menu: false,
    })
    expect(res.statusCode).toBe(201)
    const after = await getMenu()
    expect(after).toEqual({ ...before, derived: false })
    expect(await menuOf('/')).not.toContain('Geheim')
  })

  it('joins an arranged menu when the person says so, below its parent page', async () => {
    const testApp = await buildTestApp()
    const { client, site, navigationUrl, getMenu, menuOf, services } = await bakery(testApp)
    await client.put(navigationUrl, {
      items: [{ id: 'l', kind: 'page', page_id: services.id }],
    })
    const create = (title: string, url: string, extra: object) =>
      client.post('/api/page', { site_id: site.id, title, url, ...extra })
    await create('Torten', 'leistungen/torten', { parent_id: services.id, show_in_menu: true })
    await create('Kontakt', 'kontakt', { show_in_menu: true })
    await create('Entwurf', 'entwurf', { show_in_menu: false })
    await create('Ohne Angabe', 'ohne', {})
    expect(await menuOf('/')).toBe(
      '[Leistungen>/leistungen(Torten>/leistungen/torten)][Kontakt>/kontakt]',
    )
    expect((await getMenu()).derived).toBe(false)
  })

  it('shows in a derived menu when the person says so or nobody asked', async () => {
    const testApp = await buildTestApp()
    const { client, site, getMenu, menuOf } = await bakery(testApp)
    await client.post('/api/page', {
      site_id: site.id,
      title: 'Kontakt',
      url: 'kontakt',
      show_in_menu: true,
    })
    await client.post('/api/page', { site_id: site.id, title: 'Blog', url: 'blog' })
    expect((await getMenu()).derived).toBe(true)
    expect(await menuOf('/')).toContain('[Kontakt>/kontakt][Blog>/blog]')
  })
})

describe('saving a menu', () => {
  it("refuses another tenant's page, the not-found page and unknown ids with field errors", async () => {
    const testApp = await buildTestApp()
    const own = await bakery(testApp)
    const other = await bakery(testApp, 'Metzgerei Mond')
    const res = await own.client.put(own.navigationUrl, {
      items: [
        { id: 'a', kind: 'page', page_id: other.team.id },
        { id: 'b', kind: 'page', page_id: own.notFound.id },
        {
          id: 'c',
          kind: 'page',
          page_id: own.team.id,
          children: [{ id: 'd', kind: 'page', page_id: 999999 }],
        },
      ],
    })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      message: 'Die eingegebenen Daten sind ungültig.',
      errors: {
        'items.0.page_id': ['Diese Seite gibt es auf dieser Website nicht.'],
        'items.1.page_id': ['Diese Seite gibt es auf dieser Website nicht.'],
        'items.2.children.0.page_id': ['Diese Seite gibt es auf dieser Website nicht.'],
      },
    })
    expect((await own.getMenu()).derived).toBe(true)
  })

  it("answers 404 for another tenant's site, reading or writing", async () => {
    const testApp = await buildTestApp()
    const own = await bakery(testApp)
    const other = await bakery(testApp, 'Metzgerei Mond')
    expect((await own.client.get(other.navigationUrl)).statusCode).toBe(404)
    const put = await own.client.put(other.navigationUrl, {
      items: [{ id: 'p', kind: 'link', label: 'Pwned', url: 'https://pwned.example/' }],
    })
    expect(put.statusCode).toBe(404)
    expect(await other.menuOf('/')).not.toContain('Pwned')
  })

  it('refuses script addresses, deeper submenus and oversized labels in the language of the user', async () => {
    const testApp = await buildTestApp()
    const { client, navigationUrl, team } = await bakery(testApp)
    const res = await client.put(
      navigationUrl,
      {
        items: [
          { id: 'a', kind: 'link', label: 'Klick', url: 'javascript:alert(document.cookie)' },
          { id: 'b', kind: 'link', label: 'x'.repeat(101), url: '//evil.example/' },
          { id: 'c', kind: 'page', page_id: team.id, onclick: 'alert(1)' },
        ],
      },
      { 'accept-language': 'en' },
    )
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        'items.0.url': ['Please enter a valid URL.'],
        'items.1.label': ['At most 100 characters.'],
        'items.1.url': ['Please enter a valid URL.'],
        'items.2.onclick': ['Unknown field.'],
      },
    })
    const deep = await client.put(navigationUrl, {
      items: [
        {
          id: 'a',
          kind: 'page',
          page_id: team.id,
          children: [{ id: 'b', kind: 'page', page_id: team.id, children: [] }],
        },
      ],
    })
    expect(deep.statusCode).toBe(422)
    expect(deep.json().errors).toEqual({ 'items.0.children.0.children': ['Unbekanntes Feld.'] })
  })
})
