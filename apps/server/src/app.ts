import type { FastifyServerOptions } from 'fastify'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { createHttpServer } from './http-server.ts'
import { createKernel } from './kernel.ts'
import { systemClock, type Clock } from './lib/clock.ts'
import { createMetrics } from './lib/metrics.ts'
import { buildModules } from './lib/modules.ts'
import type { Storage } from './lib/storage/storage.ts'
import { authModule } from './modules/auth/module.ts'
import { billingModule } from './modules/billing/module.ts'
import { captchaModule } from './modules/captcha/module.ts'
import { cmsSetupModule } from './modules/cms-setup/module.ts'
import { componentsModule } from './modules/components/module.ts'
import { deliveriesModule } from './modules/deliveries/module.ts'
import { fontsModule } from './modules/fonts/module.ts'
import { formsModule } from './modules/forms/module.ts'
import { iconsModule } from './modules/icons/module.ts'
import { imagesModule } from './modules/images/module.ts'
import { layoutsModule } from './modules/layouts/module.ts'
import { mailModule } from './modules/mail/module.ts'
import { mediaModule } from './modules/media/module.ts'
import { navigationModule } from './modules/navigation/module.ts'
import { notificationsModule } from './modules/notifications/module.ts'
import { operationsModule } from './modules/operations/module.ts'
import { organizationsModule } from './modules/organizations/module.ts'
import { pagesModule } from './modules/pages/module.ts'
import { publicModule } from './modules/public/module.ts'
import { createPageCache, type PageCache } from './modules/public/page-cache.ts'
import { startRenderPool } from './modules/public/site-hosts.ts'
import { publishingModule } from './modules/publishing/module.ts'
import { redirectsModule } from './modules/redirects/module.ts'
import { sitesModule } from './modules/sites/module.ts'
import { superuserModule } from './modules/superuser/module.ts'
import { systemModule } from './modules/system/module.ts'
import { backOfficeDescriptions } from './modules/system/web-locales.ts'
import { themesModule } from './modules/themes/module.ts'
import { usersModule } from './modules/users/module.ts'
import { registerBackOfficePlugins } from './plugins/back-office.ts'
import { registerRequestMetrics } from './plugins/request-metrics.ts'
import { registerWebApp } from './plugins/web-app.ts'
import { seedCatalogue } from './seed/catalogue.ts'

/** The server's modules (decision 058): each is built after the ones it needs. */
const MODULES = [
  usersModule,
  mailModule,
  operationsModule,
  fontsModule,
  themesModule,
  billingModule,
  mediaModule,
  imagesModule,
  iconsModule,
  organizationsModule,
  authModule,
  superuserModule,
  systemModule,
  sitesModule,
  componentsModule,
  layoutsModule,
  navigationModule,
  pagesModule,
  notificationsModule,
  deliveriesModule,
  publishingModule,
  cmsSetupModule,
  redirectsModule,
  captchaModule,
  formsModule,
]

export interface BuildAppOptions {
  config: Config
  database: Database
  clock?: Clock
  logger?: FastifyServerOptions['logger']
  /** Where uploaded files live; default S3 when S3_* is set, else a folder `media` under DATA_DIR. */
  storage?: Storage
  /** Serve the built back office from config.WEB_DIST_DIR. */
  serveWeb?: boolean
  /** Rendered pages; default one bounded by PAGE_CACHE_MAX_BYTES (tests look into their own). */
  pageCache?: PageCache
  /** Start a render worker while the app is built (main.ts); else the first page starts one. */
  warmRenderPool?: boolean
}

/**
 * Builds the whole server (decision 058): the HTTP server, the kernel, the modules; then the site
 * hosts, the back-office plugins, every module's routes, periodic runs and shutdown steps.
 */
export async function buildApp({
  config,
  database,
  clock = systemClock,
  logger,
  serveWeb = true,
  storage,
  pageCache = createPageCache({
    enabled: config.PAGE_CACHE,
    maxBytes: config.PAGE_CACHE_MAX_BYTES,
  }),
  warmRenderPool = false,
}: BuildAppOptions) {
  const app = createHttpServer(config, logger)
  const metrics = createMetrics()
  registerRequestMetrics(app, { metrics, appUrl: config.APP_URL })
  // Started first: its first worker loads on the other core while the server is built (issue #18).
  const renderPool = startRenderPool(config, { log: app.log, metrics, warm: warmRenderPool })

  const kernel = await createKernel(app, { config, database, clock, metrics, storage, serveWeb })
  // The permissions the server enforces, and the default catalogue on a first start (decision 029).
  await seedCatalogue(database)
  const modules = [...MODULES, publicModule({ renderPool, pageCache })]
  const { ports, built } = await buildModules(kernel, modules)
  for (const module of built) await module.siteHosts?.(app)
  await registerBackOfficePlugins(app, kernel, ports)
  for (const module of built) {
    await module.routes?.(app)
    for (const run of module.periodic ?? []) kernel.periodic.every(run.name, run.everyMs, run.run)
    if (module.close) app.addHook('onClose', module.close)
  }
  kernel.jobs.start()
  metrics.watch({
    pageCache,
    renderQueueLength: ports.public.renderQueueLength,
    jobCounts: kernel.jobs.counts,
    ...(database.poolUse ? { poolUse: database.poolUse } : {}),
    log: app.log,
  })
  // A shutdown (lib/graceful-shutdown.ts) starts here: /readyz turns 503 so the load balancer
  // sends nothing new, and no job or maintenance run starts while the requests in flight finish.
  app.decorate('stopTakingWork', async () => {
    for (const module of built) await module.stopTakingWork?.()
    await Promise.all([kernel.jobs.stop(), kernel.periodic.stop()])
  })
  if (kernel.webDistDir) await registerWebApp(app, kernel.webDistDir, backOfficeDescriptions())
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>

declare module 'fastify' {
  interface FastifyInstance {
    /** Begins a shutdown: not ready any more, no new jobs or maintenance runs (buildApp). */
    stopTakingWork(): Promise<void>
  }
}
