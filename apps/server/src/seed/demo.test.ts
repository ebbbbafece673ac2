import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { createMediaRepository } from '../modules/media/repository.ts'
import { createOrganizationsRepository } from '../modules/organizations/repository.ts'
import { createUsersRepository } from '../modules/users/repository.ts'
import { verifyPassword } from '../lib/tokens.ts'
import type { TestApp } from '../test/build-test-app.ts'
import { appWithStarters, createUser } from '../test/factories.ts'
import { createStorageFromConfig } from '../lib/storage/create-storage.ts'
import { DEMO_PHOTOS } from './demo-photos.ts'
import { formatDemoLogins, seedDemo } from './demo.ts'

const seed = (testApp: TestApp) =>
  seedDemo(testApp.database, {
    appUrl: testApp.config.APP_URL,
    sitesDomain: testApp.config.SITES_DOMAIN,
    // The app's own storage: the pictures are then served as any upload is.
    media: {
      storage: createStorageFromConfig(testApp.config),
      maxPixels: testApp.config.MEDIA_MAX_PIXELS,
      log: testApp.app.log,
    },
  })

const visit = (testApp: TestApp, url: string) =>
  testApp.app.inject({ method: 'GET', url, headers: { host: 'demo.localhost:3000' } })

/** The link texts of the header's main navigation. */
const navigationOf = (html: string) =>
  [
    ...(html.match(/<nav[^>]*aria-label="Hauptnavigation"[\s\S]*?<\/nav>/)?.[0] ?? '').matchAll(
      /<a class="header__link[^"]*"[^>]*>([^<]*)<\/a>/g,
    ),
  ].map((m) => m[1])

describe('demo seed', () => {
  it('creates a superuser, a user and the user’s organisation on a database without organisations, once', async () => {
    const testApp = await appWithStarters()
    const demo = await seed(testApp)
    expect(demo?.logins.map((l) => l.role)).toEqual(['superuser', 'user'])
    expect(demo?.siteUrl).toBe('http://demo.localhost:3000')
    expect(await seed(testApp)).toBeNull()

    const repo = createUsersRepository(testApp.database.db)
    const user = await repo.findByEmail(demo!.logins[1]!.email)
    expect(await verifyPassword(demo!.logins[1]!.password, user!.passwordHash)).toBe(true)
    expect((await repo.findByEmail(demo!.logins[0]!.email))?.superuser).toBe(true)

    const organizations = await createOrganizationsRepository(testApp.database.db).listForUser(
      user!.id,
    )
    expect(organizations).toEqual([expect.objectContaining({ title: 'Demo GmbH', role: 'owner' })])
  })

  it('keeps a superuser made with the CLI and still seeds the demo site', async () => {
    const testApp = await appWithStarters()
    await createUser(testApp.database, { email: 'admin@sitewerk.localhost', superuser: true })
    const demo = await seed(testApp)
    expect(demo?.logins.map((l) => l.email)).toEqual(['demo@sitewerk.localhost'])
    expect((await visit(testApp, '/')).statusCode).toBe(200)
  })

  it('leaves a database with an organisation alone', async () => {
    const testApp = await appWithStarters()
    const owner = await createUser(testApp.database)
    await createOrganizationsRepository(testApp.database.db).createWithOwner({
      title: 'Schon da',
      apiKey: 'k',
      userId: owner.id,
    })
    expect(await seed(testApp)).toBeNull()
    expect((await visit(testApp, '/')).statusCode).toBe(404)
  })

  it('generates different passwords per installation and prints them in a box', async () => {
    const [a, b] = [await appWithStarters(), await appWithStarters()]
    const [first, second] = [await seed(a), await seed(b)]
    expect(first!.logins[0]!.password).not.toBe(second!.logins[0]!.password)
    const box = formatDemoLogins(first!, 'http://localhost:3000')
    expect(box).toContain(first!.logins[0]!.password)
    expect(box).toContain('http://localhost:3000/login')
    expect(box).toContain('http://demo.localhost:3000/')
  })
})

describe('the demo site', () => {
  it('renders its three pages on its host with the layout’s navigation', async () => {
    const testApp = await appWithStarters()
    await seed(testApp)

    const home = await visit(testApp, '/')
    expect(home.statusCode).toBe(200)
    expect(home.body).toContain('<title>Start | Demo GmbH</title>')
    expect(navigationOf(home.body)).toEqual(['Start', 'Über uns', 'Kontakt'])
    expect(home.body).toMatch(/<a class="header__link is-active" href="\/" aria-current="page">/)
    for (const key of [
      ...['header', 'hero', 'text', 'cards', 'counter', 'image-text', 'columns'],
      ...['background', 'testimonial', 'gallery', 'cta', 'footer'],
    ])
      expect(home.body, key).toContain(`sw-c-${key}`)

    for (const [url, title] of [
      ['/ueber-uns', 'Über uns'],
      ['/kontakt', 'Kontakt'],
    ]) {
      const res = await visit(testApp, url!)
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toContain(`<title>${title} | Demo GmbH</title>`)
      expect(res.body).toContain('0761 4591 230')
    }
    // the Kontakt page's form block shows the demo's contact form to visitors
    expect((await visit(testApp, '/kontakt')).body).toMatch(
      /<form [^>]*action="\/form\/submit\/\d+"/,
    )
  })

  it('keeps its contact in the site settings: the footer shows the hours, search engines the business', async () => {
    const testApp = await appWithStarters()
    await seed(testApp)

    const home = (await visit(testApp, '/')).body
    const footer = home.slice(home.indexOf('<footer'))
    expect(footer).toContain('07:30–17:00')
    expect(footer).toContain('Samstags nach Vereinbarung')
    expect(footer).toContain('https://www.instagram.com/demo.gmbh.example')
    expect(home).toContain('"openingHoursSpecification"')
    expect(home).toContain('"postalCode":"79110"')
  })

  it('shows photo-like pictures that are media files of the demo organisation, with alt texts', async () => {
    const testApp = await appWithStarters()
    await seed(testApp)
    const home = (await visit(testApp, '/')).body
    const about = (await visit(testApp, '/ueber-uns')).body
    const images = [...(home + about).matchAll(/<img [^>]*>/g)].map((m) => m[0])
    for (const { alt } of DEMO_PHOTOS) {
      const img = images.find((tag) => tag.includes(`alt="${alt}"`))
      expect(img, alt).toMatch(/src="\/media\/img\/[^"]+"/)
    }

    const owner = await createUsersRepository(testApp.database.db).findByEmail(
      'demo@sitewerk.localhost',
    )
    const [organization] = await createOrganizationsRepository(testApp.database.db).listForUser(
      owner!.id,
    )
    const files = await createMediaRepository(testApp.database.db).files.search({
      organizationId: organization!.id,
      q: '',
      limit: 50,
    })
    expect(files.map((f) => f.alt).sort()).toEqual(DEMO_PHOTOS.map((p) => p.alt).sort())

    // Served by the image pipeline, and not a flat grey: colourful and different from each other.
    const means: number[][] = []
    for (const tag of images.filter((t) => DEMO_PHOTOS.some((p) => t.includes(`alt="${p.alt}"`)))) {
      const src = tag.match(/src="([^"]+)"/)![1]!.replaceAll('&amp;', '&')
      const res = await visit(testApp, src)
      expect(res.statusCode, src).toBe(200)
      const stats = await sharp(res.rawPayload).stats()
      const [r, g, b] = stats.channels
      expect(Math.max(r!.stdev, g!.stdev, b!.stdev), src).toBeGreaterThan(15)
      means.push([r!.mean, g!.mean, b!.mean])
    }
    const distinct = new Set(means.map((m) => m.map((v) => Math.round(v / 8)).join()))
    expect(distinct.size).toBe(DEMO_PHOTOS.length)
  })
})
