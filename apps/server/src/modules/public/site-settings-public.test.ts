import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { TestApp, TestClient } from '../../test/build-test-app.ts'
import { appWithStarters, pageWithArticle, siteOwner } from '../../test/factories.ts'
import { makeImage, svgImage, upload } from '../../test/media.ts'
import { publishSite } from '../../test/publishing.ts'

const NO_IMAGES = { logo_file_id: null, favicon_file_id: null, seo_image_id: null }

/** A site whose published home page has the starter header and footer, as the wizard builds it. */
async function siteWithHeaderAndFooter(testApp: TestApp) {
  const owner = await siteOwner(testApp, 'Bäckerei Sonne')
  const { client, site } = owner
  const starters = (await client.get('/api/components')).json() as { id: number; key: string }[]
  const { article } = await pageWithArticle(client, site.id)
  for (const key of ['header', 'footer']) {
    const added = await client.post('/api/content', {
      section_id: article.sections[0].id,
      component_id: starters.find((c) => c.key === key)!.id,
      data: key === 'footer' ? { show_contact: true, contact_title: 'Kontakt' } : {},
    })
    expect(added.statusCode).toBe(201)
  }
  await publishSite(client, site.id)
  const visit = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({
      method: 'GET',
      url,
      headers: { host: `${site.identifier}.localhost`, ...headers },
    })
  return { ...owner, visit }
}

const saveSettings = (client: TestClient, siteId: number, body: Record<string, unknown>) =>
  client.put(`/api/sites/${siteId}/settings`, { settings: {}, ...NO_IMAGES, ...body })

const BAKERY = {
  contact: {
    name: 'Bäckerei Sonne GmbH',
    street: 'Lindenstraße 4',
    postcode: '30159',
    city: 'Hannover',
    country: 'Deutschland',
    phone: '0511 123456',
    email: 'hallo@baeckerei-sonne.de',
  },
  openingHours: [
    {
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '07:00',
      closes: '18:00',
    },
    { days: ['Saturday'], opens: '07:00', closes: '13:00' },
  ],
  openingHoursNote: 'An Feiertagen geschlossen',
  social: [{ network: 'instagram', url: 'https://www.instagram.com/baeckerei.sonne' }],
}

const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!)

/** The images inside an ICO file: each entry's size and its PNG's real size. */
async function icoImages(ico: Buffer) {
  expect(ico.readUInt16LE(0)).toBe(0)
  expect(ico.readUInt16LE(2)).toBe(1)
  const images = []
  for (let i = 0; i < ico.readUInt16LE(4); i++) {
    const entry = 6 + 16 * i
    const png = ico.subarray(
      ico.readUInt32LE(entry + 12),
      ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
    )
    const meta = await sharp(png).metadata()
    images.push({ entry: ico.readUInt8(entry), format: meta.format, size: meta.width })
  }
  return images
}

/** What a `/favicon.ico` holds: PNGs of 16, 32 and 48 pixels. */
const ICO_PNGS = [16, 32, 48].map((size) => ({ entry: size, format: 'png', size }))

describe('the site settings on public pages (issue 13)', () => {
  it('shows contact, grouped opening hours and social links in the starter footer', async () => {
    const testApp = await appWithStarters()
    const { client, site, visit } = await siteWithHeaderAndFooter(testApp)
    expect((await saveSettings(client, site.id, { settings: BAKERY })).statusCode).toBe(200)
    const html = (await visit('/')).body
    const footer = html.slice(html.indexOf('<footer'))
    expect(footer).toContain('Lindenstraße 4<br>30159 Hannover<br>Deutschland')
    expect(footer).toContain('<a href="tel:0511123456">0511 123456</a>')
    expect(footer).toContain('<a href="mailto:hallo@baeckerei-sonne.de">')
    expect(footer).toContain('<dt>Mo–Fr</dt><dd>07:00–18:00</dd>')
    expect(footer).toContain('<dt>Sa</dt><dd>07:00–13:00</dd>')
    expect(footer).toContain('An Feiertagen geschlossen')
    expect(footer).toContain(
      '<a href="https://www.instagram.com/baeckerei.sonne" rel="me noopener">Instagram</a>',
    )
  })

  it('keeps the footer of a site that still has its contact in site variables', async () => {
    const testApp = await appWithStarters()
    const { client, site, visit } = await siteWithHeaderAndFooter(testApp)
    await client.patch(`/api/sites/${site.id}`, {
      variables_schema: ['address', 'phone', 'opening_hours'].map((name) => ({
        $formkit: 'textarea',
        name,
        label: name,
      })),
    })
    const saved = await client.put(`/api/sites/${site.id}/variables`, {
      variables: {
        address: 'Alte Straße 1\n30159 Hannover',
        phone: '0511 999',
        opening_hours: 'Mo–Sa 6–12 Uhr',
      },
    })
    expect(saved.statusCode).toBe(200)
    // Variables are published with the site (decision 027).
    await publishSite(client, site.id)
    const footer = (await visit('/')).body.split('<footer')[1]!
    expect(footer).toContain('Alte Straße 1<br>30159 Hannover')
    expect(footer).toContain('0511 999')
    expect(footer).toContain('Mo–Sa 6–12 Uhr')
  })

  it('tells search engines about the business (JSON-LD LocalBusiness) and follows the language', async () => {
    const testApp = await appWithStarters()
    const { client, site, visit } = await siteWithHeaderAndFooter(testApp)
    const before = (await visit('/')).body
    expect(before).toMatch(/^<!doctype html><html lang="de">/)
    expect(jsonLdOf(before)).toMatchObject({ '@type': 'Organization', name: 'Bäckerei Sonne' })

    await saveSettings(client, site.id, { settings: { ...BAKERY, language: 'en' } })
    const html = (await visit('/')).body
    expect(html).toMatch(/^<!doctype html><html lang="en">/)
    expect(jsonLdOf(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': `http://${site.identifier}.localhost:3000/#organization`,
      name: 'Bäckerei Sonne GmbH',
      url: `http://${site.identifier}.localhost:3000/`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Lindenstraße 4',
        postalCode: '30159',
        addressLocality: 'Hannover',
        addressCountry: 'Deutschland',
      },
      telephone: '0511 123456',
      email: 'hallo@baeckerei-sonne.de',
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '07:00',
          closes: '18:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Saturday'],
          opens: '07:00',
          closes: '13:00',
        },
      ],
      sameAs: ['https://www.instagram.com/baeckerei.sonne'],
    })
    // English day names in the footer of an English site.
    expect(html).toContain('<dt>Mon–Fri</dt>')
  })

  it('keeps an owner’s text from ending the JSON-LD script early', async () => {
    const testApp = await appWithStarters()
    const { client, site, visit } = await siteWithHeaderAndFooter(testApp)
    await saveSettings(client, site.id, {
      settings: { contact: { name: '</script><script>alert(1)</script>' } },
    })
    const html = (await visit('/')).body
    expect(html).not.toContain('<script>alert(1)')
    expect(jsonLdOf(html).name).toBe('</script><script>alert(1)</script>')
  })

  it('uses the default share image for og:image where a page has none, and as the business’s image', async () => {
    const testApp = await appWithStarters()
    const { client, site, visit } = await siteWithHeaderAndFooter(testApp)
    const image = (
      await upload(client, {
        filename: 'laden.jpg',
        content: await makeImage('jpeg', { width: 1600, height: 900 }),
      })
    ).json()
    await saveSettings(client, site.id, { seo_image_id: image.id })
    const html = (await visit('/')).body
    // the share crop (decision 042): 1200×630 around the file's focal point, versioned
    const address = `http://${site.identifier}.localhost:3000/media/img/${image.id}/share.webp?v=${image.version}`
    expect(html).toContain(`<meta property="og:image" content="${address}">`)
    expect(html).toContain('<meta property="og:image:width" content="1200">')
    expect(html).toContain('<meta property="og:image:height" content="630">')
    expect(jsonLdOf(html).image).toBe(address)
    const shared = await visit(`/media/img/${image.id}/share.webp?v=${image.version}`)
    expect(shared.statusCode).toBe(200)
    const meta = await sharp(shared.rawPayload).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 630])
  })

  it('shows the logo in the starter header with the site title as its alt text', async () => {
    const testApp = await appWithStarters()
    const { client, site, visit } = await siteWithHeaderAndFooter(testApp)
    const logo = (await upload(client, { filename: 'logo.svg', content: svgImage() })).json()
    await saveSettings(client, site.id, { logo_file_id: logo.id })
    const header = (await visit('/')).body.split('<header')[1]!.split('</header>')[0]!
    expect(header).toMatch(
      new RegExp(
        `<img class="header__logo" src="/media/img/${logo.id}/1024w1x.webp\\?v=${logo.version}"[^>]* alt="Bäckerei Sonne"`,
      ),
    )
    expect(header).not.toContain('header__mark')
  })

  it('answers /favicon.ico and the manifest icons with the neutral default icon without a favicon', async () => {
    const testApp = await appWithStarters()
    const { visit } = await siteWithHeaderAndFooter(testApp)
    // Every page links the icon, so no browser guesses at /favicon.ico (issue #18).
    const page = (await visit('/')).body
    const linked = /<link rel="icon" href="(\/favicon\.ico\?v=(d[\w-]+))" sizes="48x48">/.exec(page)
    expect(linked).not.toBeNull()
    const [, href, version] = linked!
    expect(page).toContain(`<link rel="manifest" href="/manifest.webmanifest?v=${version}">`)

    const ico = await visit(href!)
    expect(ico.statusCode).toBe(200)
    expect(ico.headers['content-type']).toBe('image/x-icon')
    // The linked address names this drawing: kept for a year.
    expect(ico.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(await icoImages(ico.rawPayload)).toEqual(ICO_PNGS)
    // The browser's own guess, without ?v=: the same icon, revalidated after a day, since the
    // owner may choose a favicon in the meantime.
    const guessed = await visit('/favicon.ico')
    expect(guessed.statusCode).toBe(200)
    expect(guessed.headers['cache-control']).toBe('public, max-age=86400')
    expect(guessed.rawPayload.equals(ico.rawPayload)).toBe(true)
    expect(
      (await visit('/favicon.ico', { 'if-none-match': ico.headers.etag as string })).statusCode,
    ).toBe(304)

    const touch = await visit(`/apple-touch-icon.png?v=${version}`)
    expect(touch.headers['content-type']).toBe('image/png')
    const meta = await sharp(touch.rawPayload).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 180, 180])
    expect((await visit('/manifest.webmanifest')).json()).toMatchObject({
      icons: [
        { src: `/icon-192.png?v=${version}`, sizes: '192x192', type: 'image/png' },
        { src: `/icon-512.png?v=${version}`, sizes: '512x512', type: 'image/png' },
      ],
    })
  })

  it('answers /favicon.ico and the manifest icons from the favicon', async () => {
    const testApp = await appWithStarters()
    const { client, site, visit } = await siteWithHeaderAndFooter(testApp)
    const icon = (
      await upload(client, {
        filename: 'sonne.png',
        content: await makeImage('png', { width: 600, height: 400 }),
      })
    ).json()
    await saveSettings(client, site.id, { favicon_file_id: icon.id })
    const page = (await visit('/')).body
    expect(page).toContain(`<link rel="icon" href="/favicon.ico?v=${icon.id}" sizes="48x48">`)
    expect(page).toContain(
      `<link rel="apple-touch-icon" href="/apple-touch-icon.png?v=${icon.id}">`,
    )
    expect(page).toContain(`<link rel="manifest" href="/manifest.webmanifest?v=${icon.id}">`)

    const ico = await visit(`/favicon.ico?v=${icon.id}`)
    expect(ico.statusCode).toBe(200)
    expect(ico.headers['content-type']).toBe('image/x-icon')
    // A file's content may be replaced under its id (decision 042): a day, then its ETag.
    expect(ico.headers['cache-control']).toBe('public, max-age=86400')
    expect(await icoImages(ico.rawPayload)).toEqual(ICO_PNGS)
    for (const [path, size] of [
      ['/apple-touch-icon.png', 180],
      ['/icon-192.png', 192],
      ['/icon-512.png', 512],
    ] as const) {
      const res = await visit(path)
      expect(res.headers['content-type']).toBe('image/png')
      const meta = await sharp(res.rawPayload).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size])
    }
    const revisit = await visit('/favicon.ico', { 'if-none-match': ico.headers.etag as string })
    expect(revisit.statusCode).toBe(304)

    const manifest = await visit('/manifest.webmanifest')
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8')
    expect(manifest.json()).toMatchObject({
      name: 'Bäckerei Sonne',
      theme_color: '#e6007e',
      icons: [
        { src: `/icon-192.png?v=${icon.id}`, sizes: '192x192', type: 'image/png' },
        { src: `/icon-512.png?v=${icon.id}`, sizes: '512x512', type: 'image/png' },
      ],
    })

    // Another favicon: new bytes and a new ETag at once, no stale icon.
    const svg = (await upload(client, { filename: 'stern.svg', content: svgImage() })).json()
    await saveSettings(client, site.id, { favicon_file_id: svg.id })
    const changed = await visit('/favicon.ico', { 'if-none-match': ico.headers.etag as string })
    expect(changed.statusCode).toBe(200)
    expect(changed.rawPayload.equals(ico.rawPayload)).toBe(false)
    expect((await icoImages(changed.rawPayload)).map((i) => i.size)).toEqual([16, 32, 48])
  })
})
