import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Font } from '@sitewerk/contracts'
import { multipart } from '../../test/multipart.ts'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { domains } from '../../db/schema/index.ts'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import {
  appWithStarters,
  createComponent,
  pageWithArticle,
  signedInClient,
  siteOwner,
} from '../../test/factories.ts'
import { makeImage, upload } from '../../test/media.ts'
import { grantPlan } from '../../test/plans.ts'
import { publishSite } from '../../test/publishing.ts'
import { STARTER_COMPONENTS } from '../../seed/starter-components/index.ts'
import { createPageCache } from './page-cache.ts'

async function demoSite(testApp: TestApp) {
  const owner = await siteOwner(testApp, 'Bäckerei Sonne')
  const { client, site } = owner
  const hero = await createComponent(testApp.database, {
    key: 'hero',
    form: [{ $formkit: 'text', name: 'headline' }] as never,
    template: '<h1>{{ headline }}</h1>',
    css: '.sw-c-hero h1{color:red}',
    script: 'window.heroLoaded = true',
  })
  const nav = await createComponent(testApp.database, {
    key: 'nav',
    namespace: 'header',
    template:
      '<nav>{% for item in navigation %}<a href="{{ item.href }}">{{ item.title }}</a>{% endfor %}</nav>',
  })
  const layout = (
    await testApp.database.db
      .insert((await import('../../db/schema/index.ts')).layouts)
      .values({ organizationId: owner.organization.id, siteId: site.id, title: 'Standard' })
      .returning()
  )[0]!
  await client.post('/api/content', {
    layout_id: layout.id,
    layout_slot: 'header',
    component_id: nav.id,
    data: {},
  })
  const home = (
    await client.post('/api/page', {
      site_id: site.id,
      title: 'Start',
      url: '',
      layout_id: layout.id,
      create_article: true,
      description: 'Frisches Brot',
    })
  ).json()
  const about = (
    await client.post('/api/page', {
      site_id: site.id,
      title: 'Über uns',
      url: 'ueber-uns',
      layout_id: layout.id,
      create_article: true,
    })
  ).json()
  const section = (await client.get(`/api/page/${home.id}`)).json().articles[0].sections[0]
  const content = (
    await client.post('/api/content', {
      section_id: section.id,
      order: 1,
      component_id: hero.id,
      data: { headline: 'Frisch & warm' },
    })
  ).json()
  const publish = () => publishSite(client, site.id)
  await publish()
  const host = `${site.identifier}.localhost:3000`
  const visit = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers: { host, ...headers } })
  return { ...owner, hero, home, about, content, host, visit, publish }
}

describe('the public page server', () => {
  it('serves a complete page: language, title, description, share image, canonical, one stylesheet, scripts of its components only', async () => {
    const testApp = await buildTestApp()
    const { visit, host } = await demoSite(testApp)
    const res = await visit('/')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    const html = res.body
    expect(html).toMatch(/^<!doctype html><html lang="de">/)
    expect(html).toContain('<title>Start | Bäckerei Sonne</title>')
    expect(html).toContain('<meta name="description" content="Frisches Brot">')
    expect(html).toContain(`<link rel="canonical" href="http://${host}/">`)
    expect(html).toContain(
      `<meta property="og:image" content="http://${host}/_sitewerk/share.jpg">`,
    )
    expect(html).toContain('<h1>Frisch &amp; warm</h1>')
    expect(html).toContain('<a href="/ueber-uns">Über uns</a>')
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1)
    expect(html).toContain('window.heroLoaded = true')
    expect(html).not.toMatch(/\/assets\/index-|sitewerk_session/)
    expect(res.headers['set-cookie']).toBeUndefined()

    const about = await visit('/ueber-uns')
    expect(about.body).toContain('<title>Über uns | Bäckerei Sonne</title>')
    expect(about.body).toContain(
      '<meta name="description" content="Eine Website, erstellt mit Sitewerk.">',
    )
    expect(about.body).not.toContain('window.heroLoaded')
  })

  it('serves the page stylesheet and a 1200x630 JPEG share image', async () => {
    const testApp = await buildTestApp()
    const { visit } = await demoSite(testApp)
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec((await visit('/')).body)![1]!
    const css = await visit(href.replace(/&amp;/g, '&'))
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8')
    expect(css.body).toContain('.sw-c-hero h1{color:red}')
    const image = await visit('/_sitewerk/share.jpg')
    expect(image.headers['content-type']).toBe('image/jpeg')
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    })
  })

  it('shows an edit once published and answers 304 to an unchanged page', async () => {
    const testApp = await buildTestApp()
    const { visit, client, content, publish } = await demoSite(testApp)
    const first = await visit('/')
    const again = await visit('/', { 'if-none-match': first.headers.etag as string })
    expect(again.statusCode).toBe(304)
    await client.patch(`/api/content/${content.id}`, { data: { headline: 'Neu gebacken' } })
    // The draft is not what visitors see: the published page is unchanged.
    const draft = await visit('/', { 'if-none-match': first.headers.etag as string })
    expect(draft.statusCode).toBe(304)
    await publish()
    const edited = await visit('/', { 'if-none-match': first.headers.etag as string })
    expect(edited.statusCode).toBe(200)
    expect(edited.body).toContain('<h1>Neu gebacken</h1>')
  })

  it('shows a changed component template at once', async () => {
    const testApp = await buildTestApp()
    const { visit, hero, organization } = await demoSite(testApp)
    expect((await visit('/')).body).toContain('<h1>Frisch &amp; warm</h1>')
    const admin = await signedInClient(testApp, { superuser: true })
    admin.client.useOrganization(organization.id)
    const saved = await admin.client.patch(`/api/component/${hero.id}`, {
      template: '<h2 class="neu">{{ headline }}</h2>',
    })
    expect(saved.statusCode).toBe(200)
    expect((await visit('/')).body).toContain('<h2 class="neu">Frisch &amp; warm</h2>')
  })

  it('styles the site with its theme, the default theme until one is chosen, and follows theme edits', async () => {
    const testApp = await buildTestApp()
    const { visit, client, site } = await demoSite(testApp)
    const stylesheet = async () => {
      const href = /<link rel="stylesheet" href="([^"]+)"/.exec((await visit('/')).body)![1]!
      return (await visit(href.replace(/&amp;/g, '&'))).body
    }
    expect(await stylesheet()).toContain('--sw-color-highlight:#e6007e')
    const theme = (
      await client.post('/api/themes', { title: 'Holz', highlightColor: '#8b4513' })
    ).json()
    expect((await client.patch(`/api/sites/${site.id}`, { theme_id: theme.id })).statusCode).toBe(
      200,
    )
    expect(await stylesheet()).toContain('--sw-color-highlight:#8b4513')
    await client.patch(`/api/themes/${theme.id}`, { highlightColor: '#225522' })
    expect(await stylesheet()).toContain('--sw-color-highlight:#225522')

    const other = await siteOwner(testApp, 'Fremd')
    const foreign = (await other.client.post('/api/themes', { title: 'Fremd' })).json()
    const refused = await client.patch(`/api/sites/${site.id}`, { theme_id: foreign.id })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors.theme_id).toEqual([
      'Dieses Theme gibt es in deiner Organisation nicht.',
    ])
  })

  it('carries the @font-face of the theme’s library fonts in the page stylesheet and preloads their regular files', async () => {
    const testApp = await buildTestApp()
    const { visit, client, site } = await demoSite(testApp)
    const stylesheet = async (html: string) => {
      const href = /<link rel="stylesheet" href="([^"]+)"/.exec(html)![1]!
      return (await visit(href.replace(/&amp;/g, '&'))).body
    }
    const plain = (await visit('/')).body
    expect(plain).not.toContain('rel="preload"')
    expect(await stylesheet(plain)).not.toContain('@font-face')

    const theme = (
      await client.post('/api/themes', {
        title: 'Schrift',
        typography: {
          text: { fontname: 'Lora' },
          h1: { fontname: 'playfair display' },
          h2: { fontname: 'Lora' },
          h3: { fontname: 'Hausschrift' },
        },
      })
    ).json()
    await client.patch(`/api/sites/${site.id}`, { theme_id: theme.id })
    const html = (await visit('/')).body
    const css = await stylesheet(html)
    expect(css).toContain(
      '@font-face{font-family:"Playfair Display";font-style:normal;font-weight:400',
    )
    expect(css).toContain('@font-face{font-family:"Lora";font-style:italic;font-weight:400')
    expect(css.match(/@font-face/g)).toHaveLength(6)
    expect(css).not.toMatch(/https?:/)
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map(
      (m) => m[1],
    )
    expect(preloads.sort()).toEqual([
      '/fonts/files/lora-latin-400-normal.woff2',
      '/fonts/files/playfair-display-latin-400-normal.woff2',
    ])
  })

  it('puts the theme’s headline and own copy font into the page, every file on the site host', async () => {
    const testApp = await buildTestApp()
    const { visit, client, site, organization } = await demoSite(testApp)
    await grantPlan(testApp.database, organization.id)
    const woff2 = await readFile(
      createRequire(import.meta.url).resolve('@fontsource/lora/files/lora-latin-400-normal.woff2'),
    )
    const { body, headers } = multipart([
      { name: 'family', value: 'Hausschrift' },
      { name: 'source', filename: 'haus.woff2', content: woff2 },
    ])
    const own = (await client.post('/api/fonts', body, headers)).json() as Font
    const library = (await client.get('/api/fonts')).json() as Font[]
    const lora = library.find((f) => f.name === 'lora')!
    const theme = (
      await client.post('/api/themes', {
        title: 'Eigen',
        headline_font_id: lora.id,
        copy_font_id: own.id,
      })
    ).json()
    await client.patch(`/api/sites/${site.id}`, { theme_id: theme.id })
    const html = (await visit('/')).body
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(html)![1]!
    const css = (await visit(href.replace(/&amp;/g, '&'))).body
    const ownUrl = own.faces[0]!.url
    expect(css).toContain(
      `@font-face{font-family:"Hausschrift";font-style:normal;font-weight:1 1000;font-display:swap;src:url(${ownUrl}) format("woff2")}`,
    )
    expect(css).toContain('@font-face{font-family:"Lora";font-style:normal;font-weight:700')
    expect(css).toContain('--sw-font-copy:"Hausschrift", system-ui, sans-serif;')
    expect(css).toContain('--sw-h1-font:"Lora", var(--sw-font-copy);')
    const preloads = [
      ...html.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="([^"]+)" crossorigin>/g),
    ]
    expect(preloads.map((m) => [m[1], m[2]])).toEqual([
      [ownUrl, 'font/woff2'],
      ['/fonts/files/lora-latin-700-normal.woff2', 'font/woff2'],
    ])
    const file = await visit(ownUrl)
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload.equals(woff2)).toBe(true)
  })

  it('answers unknown pages with the site’s 404 page, and bad paths with 404, never 500', async () => {
    const testApp = await buildTestApp()
    const { visit, client, site, publish } = await demoSite(testApp)
    const plain = await visit('/gibt-es-nicht')
    expect(plain.statusCode).toBe(404)
    expect(plain.body).toContain('Seite nicht gefunden')
    await client.post('/api/page', { site_id: site.id, title: 'Hoppla', url: '404' })
    // The site's own not-found page counts once it is published.
    expect((await visit('/gibt-es-nicht')).body).not.toContain('Hoppla')
    await publish()
    const own = await visit('/gibt-es-nicht')
    expect(own.statusCode).toBe(404)
    expect(own.body).toContain('<title>Hoppla | Bäckerei Sonne</title>')
    for (const path of [
      '/../../etc/passwd',
      '/a%2F..%2Fb',
      '/%2e%2e/%2e%2e/package.json',
      '/' + 'x'.repeat(10_000),
      '/a\\b',
    ]) {
      expect((await visit(path)).statusCode).toBe(404)
    }
  })

  it('shows a missing page inside the site: its theme, header with navigation, a way home, German, status 404 (issue 13)', async () => {
    const testApp = await buildTestApp()
    const { visit, client, site } = await demoSite(testApp)
    const theme = (
      await client.post('/api/themes', { title: 'Holz', highlightColor: '#8b4513' })
    ).json()
    await client.patch(`/api/sites/${site.id}`, { theme_id: theme.id })
    const res = await visit('/gibt-es-nicht')
    expect(res.statusCode).toBe(404)
    const html = res.body
    expect(html).toMatch(/^<!doctype html><html lang="de">/)
    expect(html).toContain('<title>Seite nicht gefunden | Bäckerei Sonne</title>')
    expect(html).toContain('<meta name="robots" content="noindex">')
    // The layout's header (the site's standard layout, the home page's) with its navigation.
    expect(html).toContain('<a href="/ueber-uns">Über uns</a>')
    expect(html).toContain('<h1 class="sw-not-found__title">Seite nicht gefunden</h1>')
    expect(html).toContain('<a class="sw-not-found__home" href="/">Zur Startseite</a>')
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(html)![1]!
    const css = await visit(href.replace(/&amp;/g, '&'))
    expect(css.statusCode).toBe(200)
    expect(css.body).toContain('--sw-color-highlight:#8b4513')
    expect(css.body).toContain('.sw-not-found{')
  })

  it('gives a site without layout its theme on the 404 page', async () => {
    const testApp = await buildTestApp()
    const { client, site } = await siteOwner(testApp, 'Ohne Layout')
    const theme = (
      await client.post('/api/themes', { title: 'Holz', highlightColor: '#8b4513' })
    ).json()
    await client.patch(`/api/sites/${site.id}`, { theme_id: theme.id })
    const visit = (url: string) =>
      testApp.app.inject({ method: 'GET', url, headers: { host: `${site.identifier}.localhost` } })
    const res = await visit('/fehlt')
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('Zur Startseite')
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(res.body)![1]!
    expect((await visit(href.replace(/&amp;/g, '&'))).body).toContain(
      '--sw-color-highlight:#8b4513',
    )
  })

  it('renders the 404 page once per site: random missing addresses do not fill the page cache', async () => {
    const pageCache = createPageCache()
    const testApp = await buildTestApp({ pageCache })
    const { visit } = await demoSite(testApp)
    expect((await visit('/')).statusCode).toBe(200)
    const pagesBefore = pageCache.size
    const bodies = new Set<string>()
    for (let i = 0; i < 40; i++) {
      const res = await visit(`/zufall-${i}`)
      expect(res.statusCode).toBe(404)
      bodies.add(res.body)
    }
    for (const bad of [
      '/a%2Fb',
      '/_sitewerk/page.css?path=/noch-einer-0',
      '/_sitewerk/page.css?path=/x1',
    ])
      await visit(bad)
    expect(bodies.size).toBe(1)
    expect(pageCache.size).toBe(pagesBefore + 1)
  })

  it("shows visitors the library's alt text of a picture picked into a starter block, never a placeholder (issue 13)", async () => {
    const testApp = await appWithStarters()
    const { client, site } = await siteOwner(testApp)
    const file = (
      await upload(client, { filename: 'brot.jpg', content: await makeImage('jpeg') })
    ).json()
    await client.patch(`/api/media/files/${file.id}`, { alt: 'Roggenbrot auf dem Ladentisch' })
    const picked = { id: file.id, filename: file.filename, width: file.width, height: file.height }
    const starters = (await client.get('/api/components')).json() as { id: number; key: string }[]
    const { article } = await pageWithArticle(client, site.id)
    for (const key of ['image', 'image-text']) {
      const starter = STARTER_COMPONENTS.find((s) => s.key === key)!
      const added = await client.post('/api/content', {
        section_id: article.sections[0].id,
        component_id: starters.find((c) => c.key === key)!.id,
        // The block as the editor inserts it (its starter data), with a picture picked.
        data: { ...starter.data, file: { ...picked, alt: 'Roggenbrot auf dem Ladentisch' } },
      })
      expect(added.statusCode).toBe(201)
    }
    await publishSite(client, site.id)
    const html = (
      await testApp.app.inject({
        method: 'GET',
        url: '/',
        headers: { host: `${site.identifier}.localhost` },
      })
    ).body
    expect(html.match(/ alt="Roggenbrot auf dem Ladentisch"/g)).toHaveLength(2)
    expect(html).not.toMatch(/Platzhalter/)
  })

  it('answers a host of no known site with a neutral 404', async () => {
    const testApp = await buildTestApp()
    const res = await testApp.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'niemand.localhost' },
    })
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('Seite nicht gefunden')
    expect(res.body).not.toContain('Zur Startseite')
  })

  it('keeps the rest of the page when a block’s template fails', async () => {
    const testApp = await buildTestApp()
    const { visit, client, home, publish } = await demoSite(testApp)
    const loop = await createComponent(testApp.database, {
      key: 'loop',
      template: '{% for i in (1..100000000) %}{{ i }}{% endfor %}',
    })
    const section = (await client.get(`/api/page/${home.id}`)).json().articles[0].sections[0]
    await client.post('/api/content', {
      section_id: section.id,
      order: 2,
      component_id: loop.id,
      data: {},
    })
    await publish()
    const res = await visit('/')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<h1>Frisch &amp; warm</h1>')
    expect(res.body).not.toContain('sw-c-loop')
  })

  it('answers each of the site host’s files once: no page is looked up after a file has gone out', async () => {
    const logLines: string[] = []
    const testApp = await buildTestApp({ env: { LOG_LEVEL: 'warn' }, logLines })
    const { visit, client } = await demoSite(testApp)
    const image = (
      await upload(client, { filename: 'brot.png', content: await makeImage('png') })
    ).json()
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec((await visit('/')).body)![1]!
    for (const path of [
      href.replace(/&amp;/g, '&'),
      `/media/img/${image.id}/320w1x.webp?v=${image.version}`,
      '/favicon.ico',
      '/_sitewerk/share.jpg',
      '/robots.txt',
      '/sitemap.xml',
    ]) {
      const res = await visit(path)
      expect(res.statusCode, path).toBe(200)
    }
    expect(logLines.filter((line) => line.includes('already sent'))).toEqual([])
  })

  it('serves sitemap.xml and robots.txt per site and sends /puronectar to the back office', async () => {
    const testApp = await buildTestApp()
    const { visit, host, site } = await demoSite(testApp)
    const sitemap = await visit('/sitemap.xml')
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(sitemap.body).toContain(`<loc>http://${host}/</loc>`)
    expect(sitemap.body).toContain(`<loc>http://${host}/ueber-uns</loc>`)
    expect((await visit('/robots.txt')).body).toContain(`Sitemap: http://${host}/sitemap.xml`)
    const admin = await visit('/puronectar')
    expect(admin.statusCode).toBe(302)
    expect(admin.headers.location).toBe(
      `http://localhost:3000/login?domain=${site.identifier}.localhost&siteId=${site.id}`,
    )
  })

  it('sends a forwarding domain to the site’s address with 301', async () => {
    const testApp = await buildTestApp()
    const { organization, site, host } = await demoSite(testApp)
    await testApp.database.db.insert(domains).values({
      organizationId: organization.id,
      siteId: site.id,
      domain: 'alt.example',
      key: 'k',
      forwardKey: true,
      verifiedAt: new Date(),
    })
    const res = await testApp.app.inject({
      method: 'GET',
      url: '/ueber-uns?x=1',
      headers: { host: 'alt.example' },
    })
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe(`http://${host}/ueber-uns?x=1`)
  })

  it('neither reads nor sets back-office cookies on a site host', async () => {
    const testApp = await buildTestApp()
    const { visit } = await demoSite(testApp)
    const res = await visit('/', { cookie: 'sitewerk_session=stolen; XSRF-TOKEN=x' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['set-cookie']).toBeUndefined()
    const api = await visit('/api/user', { cookie: 'sitewerk_session=stolen' })
    expect(api.statusCode).toBe(404)
  })
})
