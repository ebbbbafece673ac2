/**
 * The installation of `npm run bench:tenants` (issue #33 "a thousand sites on one machine"):
 * organisations × sites × published pages, written as the back office writes them. What an owner
 * does on the back office's screens goes through the app's own HTTP API (`app.inject`, signed in):
 * the organisation, each site's theme, the site, its settings, and publishing. The pages, their
 * blocks and the layout are written through the services over one transaction per site, with
 * bodies parsed by the API's contracts, as the set-up wizard and the demo write theirs
 * (seed/write-page.ts): the starter library's blocks from the wizard's templates and the demo's
 * pages, their words varied per site, each site with its own colours and headline font.
 *
 * Seeding 10,000 pages takes minutes, so the data folder is kept and reused (data/bench-tenants,
 * or BENCH_TENANTS_DIR) while its marker file names this seed's version and sizes.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  COOKIES,
  CreateContentBody,
  CreateLayoutBody,
  PAGE_TEMPLATE_KEYS,
  THEME_EDGES,
} from '@sitewerk/contracts'
import { buildApp, type App } from '../apps/server/src/app.ts'
import type { Config } from '../apps/server/src/config.ts'
import type { Database, Db } from '../apps/server/src/db/client.ts'
import { openDatabase } from '../apps/server/src/db/open-database.ts'
import { systemClock } from '../apps/server/src/lib/clock.ts'
import { createTranslator } from '../apps/server/src/lib/i18n/translate.ts'
import type { RequestContext } from '../apps/server/src/lib/request-context.ts'
import { hashPassword } from '../apps/server/src/lib/tokens.ts'
import { createSessionStore } from '../apps/server/src/modules/auth/session-store.ts'
import { createScssCompiler } from '../apps/server/src/modules/components/scss.ts'
import { toAuthUser } from '../apps/server/src/modules/users/mappers.ts'
import { createUsersRepository } from '../apps/server/src/modules/users/repository.ts'
import { createContactForm } from '../apps/server/src/seed/contact-form.ts'
import { DEMO_LAYOUT_CSS, DEMO_PAGES } from '../apps/server/src/seed/demo-site-content.ts'
import { grantPlan } from '../apps/server/src/seed/grant-plan.ts'
import {
  SETUP_LAYOUT,
  setupLayoutData,
  setupPages,
  type PageTemplate,
  type TemplateBlock,
} from '../apps/server/src/seed/page-templates/index.ts'
import { servicesOver } from '../apps/server/src/seed/services-over.ts'
import { seedStarterComponents } from '../apps/server/src/seed/starter-components.ts'
import { writePage } from '../apps/server/src/seed/write-page.ts'
// @ts-expect-error scripts/lib.mjs is plain JavaScript without types
import { root } from '../scripts/lib.mjs'
import { benchConfig } from './starter-site.ts'

/** Raised when what is seeded changes: a folder of another version is seeded again. */
const SEED_VERSION = 1
const MARKER = 'bench-tenants.json'

export interface TenantSizes {
  organizations: number
  sitesPerOrganization: number
  pagesPerSite: number
}

/** One published page: what a visitor asks for. */
export interface TenantPage {
  host: string
  path: string
}

interface Marker extends TenantSizes {
  version: number
  seededAt: string
  seconds: number
  pages: TenantPage[]
}

/** The sizes from BENCH_TENANTS_ORGS, _SITES and _PAGES; issue #33's 200 × 5 × 10 by default. */
export function tenantSizes(): TenantSizes {
  const size = (name: string, fallback: number) => {
    const value = Number(process.env[name] ?? fallback)
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`)
    return value
  }
  return {
    organizations: size('BENCH_TENANTS_ORGS', 200),
    sitesPerOrganization: size('BENCH_TENANTS_SITES', 5),
    pagesPerSite: size('BENCH_TENANTS_PAGES', 10),
  }
}

const isDefault = (s: TenantSizes) =>
  s.organizations === 200 && s.sitesPerOrganization === 5 && s.pagesPerSite === 10

/** BENCH_TENANTS_DIR, else data/bench-tenants (other sizes: a folder named after them). */
export function tenantsDir(sizes: TenantSizes) {
  if (process.env.BENCH_TENANTS_DIR) return process.env.BENCH_TENANTS_DIR
  const name = isDefault(sizes)
    ? 'bench-tenants'
    : `bench-tenants-${sizes.organizations}x${sizes.sitesPerOrganization}x${sizes.pagesPerSite}`
  return join(root, 'data', name)
}

/** The back office's calls as one signed-in owner makes them (session cookie, CSRF echo). */
function ownerClient(app: App, session: { token: string; csrfToken: string }) {
  let organizationId: number | null = null
  return {
    useOrganization: (id: number) => (organizationId = id),
    async call<T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, body?: object) {
      const res = await app.inject({
        method,
        url,
        cookies: { [COOKIES.session.name]: session.token, [COOKIES.xsrf.name]: session.csrfToken },
        headers: {
          accept: 'application/json',
          'x-xsrf-token': session.csrfToken,
          ...(organizationId ? { 'x-organization-id': String(organizationId) } : {}),
        },
        ...(body ? { payload: body } : {}),
      })
      if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`)
      return res.json() as T
    },
  }
}

/** The words an owner changes first, per site: headlines, kickers, titles, intros, quotes. */
const OWN_WORDS = new Set(['headline', 'kicker', 'title', 'intro', 'quote'])

function inOwnWords<T>(value: T, owner: string): T {
  if (Array.isArray(value)) return value.map((item) => inOwnWords(item, owner)) as T
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      OWN_WORDS.has(key) && typeof v === 'string' && v ? `${v} – ${owner}` : inOwnWords(v, owner),
    ]),
  ) as T
}

/** The demo's pages beside the wizard's, under addresses of their own. */
const DEMO_URLS = ['werkstatt', 'team', 'anfahrt']

/**
 * The `count` pages of site number `n`: the wizard's five (home first), the demo's three, then
 * pages of 4 to 12 blocks taken from all of them from a place that differs per site and page;
 * every headline, kicker, title, intro and quote in the site's own words.
 */
function pagesOfSite(n: number, count: number, owner: string, description: string) {
  const named: PageTemplate[] = [
    ...setupPages({ templates: PAGE_TEMPLATE_KEYS, siteDescription: description }),
    ...DEMO_PAGES.map((page, i) => ({ ...page, url: DEMO_URLS[i]!, description: undefined })),
  ]
  const pool: TemplateBlock[] = named.flatMap((page) =>
    page.articles.flatMap((article) => article.blocks),
  )
  const pages = named.slice(0, count)
  for (let i = pages.length; i < count; i++) {
    const length = 4 + ((n + i) % 9)
    const start = (n * 7 + i * 5) % pool.length
    const blocks = Array.from({ length }, (_, k) => pool[(start + k) % pool.length]!)
    pages.push({
      title: `Angebot ${i - named.length + 1}`,
      url: `angebot-${i - named.length + 1}`,
      articles: [{ blocks: blocks.slice(0, length >> 1) }, { blocks: blocks.slice(length >> 1) }],
    })
  }
  return pages.map((page) => inOwnWords(page, owner))
}

/** A colour of its own for site number `n`: hues around the wheel, dark enough for white text. */
function colourOf(n: number, lightness: number) {
  const hue = (n * 137.508) % 360
  const f = (k: number) => {
    const a = 0.55 * Math.min(lightness, 1 - lightness)
    const x = (k + hue / 30) % 12
    const c = lightness - a * Math.max(-1, Math.min(x - 3, 9 - x, 1))
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${f(0)}${f(8)}${f(4)}`
}

/**
 * One site of an organisation: its theme, the site and its settings over the API; the layout,
 * contact form and pages over the services in one transaction; then published over the API.
 */
async function seedSite(
  database: Database,
  config: Config,
  client: ReturnType<typeof ownerClient>,
  ctx: RequestContext,
  {
    n,
    organization,
    fonts,
    componentId,
    pagesPerSite,
  }: {
    n: number
    organization: number
    fonts: number[]
    componentId: (key: string) => number
    pagesPerSite: number
  },
) {
  const title = `Betrieb ${organization}-${n}`
  const description = `${title}: Handwerk, Beratung und Service aus einer Hand, seit ${1950 + (n % 70)}.`
  const theme = await client.call<{ id: number }>('POST', '/api/themes', {
    title: `Auftritt ${title}`,
    edges: THEME_EDGES[n % THEME_EDGES.length],
    highlightColor: colourOf(n, 0.35),
    secondaryColor: colourOf(n, 0.93),
    backgroundColor: colourOf(n + 180, 0.99),
    ...(fonts.length ? { headline_font_id: fonts[n % fonts.length] } : {}),
  })
  const site = await client.call<{ id: number; identifier: string }>('POST', '/api/sites', {
    title,
    description,
    identifier: `t${organization}s${n}`,
  })
  await client.call('PATCH', `/api/sites/${site.id}`, { theme_id: theme.id })
  await client.call('PUT', `/api/sites/${site.id}/settings`, {
    settings: {
      contact: {
        name: title,
        street: `Werkstattweg ${n}`,
        postcode: String(10000 + ((n * 7919) % 89999)),
        city: 'Musterstadt',
        phone: `0761 ${100000 + n}`,
        email: `info@t${organization}s${n}.example`,
      },
    },
    logo_file_id: null,
    favicon_file_id: null,
    seo_image_id: null,
  })
  const templates = pagesOfSite(n, pagesPerSite, title, description)
  await database.db.transaction(async (tx) => {
    const services = servicesOver(tx as unknown as Db, {
      appUrl: config.APP_URL,
      sitesDomain: config.SITES_DOMAIN,
    })
    const layout = await services.layouts.create(
      ctx,
      CreateLayoutBody.parse({
        site_id: site.id,
        title: SETUP_LAYOUT.title,
        ...(n % 2 ? { style: DEMO_LAYOUT_CSS, css: DEMO_LAYOUT_CSS } : {}),
      }) as { site_id: number; title: string },
    )
    const { header, footer } = setupLayoutData({
      templates: PAGE_TEMPLATE_KEYS,
      siteDescription: description,
    })
    for (const [slot, data] of [
      ['header', { ...header, tagline: title }],
      ['footer', footer],
    ] as const)
      await services.blocks.createContent(
        ctx,
        CreateContentBody.parse({
          layout_id: layout.id,
          layout_slot: slot,
          component_id: componentId(slot),
          data,
        }),
      )
    const formId = await createContactForm(services.db, ctx, site.id)
    for (const [order, page] of templates.entries())
      await writePage(services, ctx, {
        siteId: site.id,
        layoutId: layout.id,
        order,
        page,
        componentId,
        formId,
      })
  })
  await client.call('POST', `/api/sites/${site.id}/publish`, { note: 'Bench' })
  const host = `${site.identifier}.${config.SITES_DOMAIN}`
  return templates.map((page) => ({ host, path: `/${page.url}` }))
}

/** Writes every organisation, its owner, sites and pages into a fresh data folder. */
async function seed(dir: string, sizes: TenantSizes) {
  const started = performance.now()
  const config = benchConfig(dir)
  const database = await openDatabase(config)
  const app = await buildApp({ config, database, serveWeb: false })
  const scss = createScssCompiler()
  await seedStarterComponents(database, scss).finally(() => scss.close())
  const { db } = database
  const services = servicesOver(db, { appUrl: config.APP_URL, sitesDomain: config.SITES_DOMAIN })
  const starters = new Map((await services.componentsRepo.listPlatform()).map((c) => [c.key, c.id]))
  const componentId = (key: string) => {
    const id = starters.get(key)
    if (!id) throw new Error(`no starter component ${key}`)
    return id
  }
  const users = createUsersRepository(db)
  const sessions = createSessionStore({ db, clock: systemClock })
  // The owners' password is never used: one hash serves them all.
  const passwordHash = await hashPassword('bench tenants never log in')
  const pages: TenantPage[] = []
  let fonts: number[] | null = null
  let n = 0
  for (let o = 1; o <= sizes.organizations; o++) {
    const owner = await users.insert({
      name: `Inhaberin ${o}`,
      email: `owner-${o}@bench-tenants.example`,
      passwordHash,
      superuser: false,
      emailVerifiedAt: new Date(),
    })
    const client = ownerClient(app, await sessions.create({ userId: owner.id, remember: false }))
    const organization = await client.call<{ id: number }>('POST', '/api/organizations', {
      title: `Betrieb ${o} GmbH`,
    })
    // Several sites are a plan's feature (decision 029): granted as the demo's organisation's.
    await grantPlan(db, organization.id, 'business')
    client.useOrganization(organization.id)
    // The library's headline fonts, as the theme editor lists them.
    fonts ??= (await client.call<{ id: number; category: string | null }[]>('GET', '/api/fonts'))
      .filter((font) => font.category !== null)
      .slice(0, 8)
      .map((font) => font.id)
    const ctx: RequestContext = {
      user: toAuthUser(owner),
      locale: 'de',
      t: createTranslator('de'),
      organization: { id: organization.id, role: 'owner' },
      requestedOrganizationId: organization.id,
      ip: '127.0.0.1',
      testUser: null,
    }
    for (let s = 0; s < sizes.sitesPerOrganization; s++)
      pages.push(
        ...(await seedSite(database, config, client, ctx, {
          n: n++,
          organization: o,
          fonts,
          componentId,
          pagesPerSite: sizes.pagesPerSite,
        })),
      )
    if (o % 10 === 0 || o === sizes.organizations)
      console.log(
        `seeded ${o} of ${sizes.organizations} organisations (${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s)`,
      )
  }
  await app.close()
  await database.close()
  return { pages, seconds: (performance.now() - started) / 1000 }
}

/**
 * The seeded data folder for `sizes`: reused when its marker names this version and these sizes,
 * else emptied and seeded again. Answers the folder, its published pages and how long seeding took.
 */
export async function tenantsData(sizes: TenantSizes) {
  const dir = tenantsDir(sizes)
  const markerFile = join(dir, MARKER)
  if (existsSync(markerFile)) {
    const marker = JSON.parse(readFileSync(markerFile, 'utf8')) as Marker
    if (
      marker.version === SEED_VERSION &&
      marker.organizations === sizes.organizations &&
      marker.sitesPerOrganization === sizes.sitesPerOrganization &&
      marker.pagesPerSite === sizes.pagesPerSite
    ) {
      console.log(`Reusing ${dir} (seeded ${marker.seededAt} in ${marker.seconds.toFixed(0)} s)`)
      return { dir, pages: marker.pages, seconds: marker.seconds, reused: true }
    }
    console.log(`${dir} holds another seed (version ${marker.version}): seeding it again`)
  }
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const total = sizes.organizations * sizes.sitesPerOrganization * sizes.pagesPerSite
  console.log(
    `Seeding ${sizes.organizations} organisations × ${sizes.sitesPerOrganization} sites × ${sizes.pagesPerSite} pages (${total} published pages) into ${dir}`,
  )
  const { pages, seconds } = await seed(dir, sizes)
  const marker: Marker = {
    version: SEED_VERSION,
    ...sizes,
    seededAt: new Date().toISOString(),
    seconds,
    pages,
  }
  // Written last: a folder whose seeding was cut short has no marker and is seeded again.
  writeFileSync(markerFile, JSON.stringify(marker))
  return { dir, pages, seconds, reused: false }
}
