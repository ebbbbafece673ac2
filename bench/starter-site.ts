/**
 * The benchmark's public page: made of the real starter components, as a site made with the
 * wizard or the demo is. The server is set up as `npm start` sets it up (starter library, demo),
 * then the demo site gets a landing page of 78 blocks cycled from the demo's own pages (about
 * 65 KB of HTML, the size of the WordPress page it is compared with; docs/benchmarks.md).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { MediaInputValue } from '@sitewerk/contracts'
import { and, eq } from 'drizzle-orm'
import { buildApp } from '../apps/server/src/app.ts'
import { parseConfig, type Config } from '../apps/server/src/config.ts'
import type { Database } from '../apps/server/src/db/client.ts'
import { openDatabase } from '../apps/server/src/db/open-database.ts'
import { mediaFiles, pages as pagesTable, sites } from '../apps/server/src/db/schema/index.ts'
import { createStorageFromConfig } from '../apps/server/src/lib/storage/create-storage.ts'
import type { RequestContext } from '../apps/server/src/lib/request-context.ts'
import { createScssCompiler } from '../apps/server/src/modules/components/scss.ts'
import { createFontLibrary } from '../apps/server/src/modules/fonts/library.ts'
import { createFontsRepository } from '../apps/server/src/modules/fonts/repository.ts'
import { createFontsService } from '../apps/server/src/modules/fonts/service.ts'
import {
  createRenderPool,
  type PageRenderInput,
  type RenderPool,
} from '../apps/server/src/modules/public/render-pool.ts'
import { createPublicRepository } from '../apps/server/src/modules/public/repository.ts'
import { createSiteData } from '../apps/server/src/modules/public/site-data.ts'
import { createSiteRenderer } from '../apps/server/src/modules/public/site-renderer.ts'
import { createTranslator } from '../apps/server/src/lib/i18n/translate.ts'
import { createPublisher } from '../apps/server/src/modules/publishing/publisher.ts'
import { toAuthUser } from '../apps/server/src/modules/users/mappers.ts'
import { createUsersRepository } from '../apps/server/src/modules/users/repository.ts'
import { attachPhotos } from '../apps/server/src/seed/demo-photos.ts'
import { DEMO_PAGES } from '../apps/server/src/seed/demo-site-content.ts'
import { seedDemo } from '../apps/server/src/seed/demo.ts'
import type { PageTemplate, TemplateBlock } from '../apps/server/src/seed/page-templates/types.ts'
import { servicesOver } from '../apps/server/src/seed/services-over.ts'
import { seedStarterComponents } from '../apps/server/src/seed/starter-components.ts'
import { writePage } from '../apps/server/src/seed/write-page.ts'
import { freePort } from '../apps/server/src/test/free-port.ts'
import { startCompiledServer, stopCompiledServer } from './compiled-server.ts'
import { processTree } from './process-cpu.ts'

export const LANDING_BLOCKS = 78
const BLOCKS_PER_ARTICLE = 6
export const LANDING_PATH = '/landing'

/**
 * 78 blocks taken in turn from the demo's pages (hero, text, cards, counter, image and text,
 * columns, testimonial, gallery, call to action, image, video, accordion), six to an article.
 * The contact form is left out: one form per page is what a landing page has, not thirteen.
 */
export function landingPage(): PageTemplate {
  const pool: TemplateBlock[] = DEMO_PAGES.flatMap((page) =>
    page.articles.flatMap((article) => article.blocks),
  ).filter((block) => block.component !== 'form-embed')
  const blocks = Array.from({ length: LANDING_BLOCKS }, (_, i) => pool[i % pool.length]!)
  const articles = Array.from({ length: LANDING_BLOCKS / BLOCKS_PER_ARTICLE }, (_, i) => ({
    blocks: blocks.slice(i * BLOCKS_PER_ARTICLE, (i + 1) * BLOCKS_PER_ARTICLE),
  }))
  return {
    title: 'Landingpage',
    url: LANDING_PATH.slice(1),
    inMenu: false,
    articles,
  }
}

/** Writes the landing page into the demo site as its owner would, and publishes the site. */
async function addLandingPage(database: Database, config: Config) {
  const { db } = database
  const [site] = await db.select().from(sites).where(eq(sites.identifier, 'demo'))
  const [home] = await db
    .select()
    .from(pagesTable)
    .where(and(eq(pagesTable.siteId, site!.id), eq(pagesTable.url, '')))
  const owner = await createUsersRepository(db).findByEmail('demo@sitewerk.localhost')
  const ctx: RequestContext = {
    user: toAuthUser(owner!),
    locale: 'de',
    t: createTranslator('de'),
    organization: { id: site!.organizationId, role: 'owner' },
    requestedOrganizationId: site!.organizationId,
    ip: '127.0.0.1',
    testUser: null,
  }
  const services = servicesOver(db, { appUrl: config.APP_URL, sitesDomain: config.SITES_DOMAIN })
  const starters = new Map((await services.componentsRepo.listPlatform()).map((c) => [c.key, c.id]))
  const files = new Map<string, MediaInputValue>()
  const media = await db
    .select()
    .from(mediaFiles)
    .where(eq(mediaFiles.organizationId, site!.organizationId))
  for (const file of media)
    if (file.alt)
      files.set(file.alt, {
        id: file.id,
        filename: file.filename,
        name: file.name,
        width: file.width ?? 0,
        height: file.height ?? 0,
        size: file.size,
        alt: file.alt,
      })
  await writePage(services, ctx, {
    siteId: site!.id,
    layoutId: home!.layoutId,
    order: 10,
    page: attachPhotos(landingPage(), files),
    componentId: (key) => starters.get(key)!,
  })
  await createPublisher({ db }).publish(site!.organizationId, site!.id, {
    withSite: true,
    by: { userId: null, note: 'Bench' },
    now: new Date(),
  })
}

/** The config a bench's server and seed run with: no demo, no back office, no API limit. */
export const benchConfig = (dataDir: string, overrides: Record<string, string> = {}) =>
  parseConfig({
    PORT: '0',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: '',
    DATA_DIR: dataDir,
    API_RATE_LIMIT_PER_MINUTE: '100000000',
    ...overrides,
  })

/**
 * A data folder seeded as `npm start` seeds a new installation (the starter library and the demo
 * site) plus the landing page. Seeding takes a minute or more on a loaded machine, so it is done
 * once and each server gets a copy.
 */
export async function seedStarterData(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sitewerk-bench-'))
  const config = benchConfig(dataDir)
  const database = await openDatabase(config)
  const app = await buildApp({ config, database, serveWeb: false })
  const scss = createScssCompiler()
  await seedStarterComponents(database, scss).finally(() => scss.close())
  const storage = createStorageFromConfig(config)
  await seedDemo(database, {
    appUrl: config.APP_URL,
    sitesDomain: config.SITES_DOMAIN,
    media: { storage, maxPixels: config.MEDIA_MAX_PIXELS, log: app.log },
  })
  storage.close?.()
  await addLandingPage(database, config)
  await app.close()
  await database.close()
  return dataDir
}

/**
 * The render input the server hands its render worker for the landing page: the bare renderer's
 * side of the comparison draws exactly what a request draws.
 */
export async function landingRenderInput(dataDir: string): Promise<PageRenderInput> {
  const config = benchConfig(dataDir)
  const database = await openDatabase(config)
  const { db } = database
  const fonts = createFontsService({
    repo: createFontsRepository(db),
    library: createFontLibrary(),
    storage: createStorageFromConfig(config),
    maxBytes: config.MEDIA_MAX_BYTES,
    findUsages: async () => [],
  })
  let captured: PageRenderInput | null = null
  const pool = createRenderPool({ size: 1 })
  const capturing = {
    render: (...[input, ...rest]: Parameters<RenderPool['render']>) => {
      captured = input
      return pool.render(input, ...rest)
    },
  } as unknown as RenderPool
  const data = createSiteData({
    repo: createPublicRepository(db),
    fonts,
    maxBytes: config.SITE_DATA_MAX_BYTES,
  })
  const renderer = createSiteRenderer({
    data,
    pool: capturing,
    defaultDescription: '',
    formIslandPath: '',
    drafts: { source: () => Promise.reject(new Error('no drafts here')), themes: data.themes },
  })
  const [site] = await db.select().from(sites).where(eq(sites.identifier, 'demo'))
  await renderer.page(site!, config.APP_URL, LANDING_PATH.slice(1), {
    encoding: 'identity',
    sentOnce: true,
  })
  await pool.close()
  await database.close()
  if (!captured) throw new Error('the landing page was not rendered')
  return captured
}

/**
 * A listening Sitewerk on PGlite over a copy of `seeded`, with or without its page cache: the
 * compiled server as `npm start` runs it (`apps/server/dist/main.js`, built first when out of
 * date), in a process of its own whose CPU (`cpu`, every thread) is read from /proc; `env` adds to
 * the server's settings.
 */
export async function startStarterSitewerk({
  seeded,
  pageCache,
  connections,
  checkout,
  env = {},
}: {
  seeded: string
  pageCache: boolean
  connections: number
  /** Another checkout's compiled server (an older commit), instead of this one's. */
  checkout?: string
  /** Settings of the server beyond the bench's (RENDER_BLOCK_CACHE_MAX_BYTES…). */
  env?: Record<string, string>
}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sitewerk-bench-'))
  cpSync(seeded, dataDir, { recursive: true })
  const port = await freePort()
  const child = await startCompiledServer(
    port,
    {
      DATA_DIR: dataDir,
      PAGE_CACHE: String(pageCache),
      // One site under many connections: its fair share of the render queue (32, decision 014)
      // would answer the rest 503; this measures throughput, not fairness.
      RENDER_QUEUE_PER_SITE: String(connections * 2),
      // On a machine loaded by other work a starter block can take over 150 ms of wall time, and
      // three such renders would block it (decision 014): the page would go out smaller and
      // faster than it is. The bench checks the page's size after every round instead.
      RENDER_SLOW_MS: '2000',
      // A lost block is logged per request; the bench reports it once per round.
      LOG_LEVEL: 'error',
      ...env,
    },
    checkout,
  )
  const base = `http://127.0.0.1:${port}`
  return {
    url: `${base}${LANDING_PATH}`,
    host: `demo.${benchConfig(dataDir).SITES_DOMAIN}`,
    /** CPU milliseconds the server's process (every thread, and children if any) has spent so far. */
    cpu: () => processTree([child.pid!]).cpuMs,
    /** Pages the render workers have drawn so far (the server's own metrics, read on the loopback). */
    rendered: async () => {
      const text = await (await fetch(`${base}/metrics`)).text()
      const line = /^sitewerk_render_duration_seconds_count(?:\{[^}]*\})? (\d+)/m.exec(text)
      if (!line) throw new Error('no render count in /metrics')
      return Number(line[1])
    },
    close: async () => {
      await stopCompiledServer(child)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
