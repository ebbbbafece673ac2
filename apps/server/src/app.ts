import { THEME_DEFAULT_COLORS } from '@sitewerk/contracts'
import Fastify, { LogController, type FastifyServerOptions } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import { createKernel } from './kernel.ts'
import { buildModules } from './lib/modules.ts'
import { registerBackOfficePlugins } from './plugins/back-office.ts'
import { authModule } from './modules/auth/module.ts'
import { billingModule } from './modules/billing/module.ts'
import { fontsModule } from './modules/fonts/module.ts'
import { iconsModule } from './modules/icons/module.ts'
import { imagesModule } from './modules/images/module.ts'
import { mailModule } from './modules/mail/module.ts'
import { mediaModule } from './modules/media/module.ts'
import { operationsModule } from './modules/operations/module.ts'
import { organizationsModule } from './modules/organizations/module.ts'
import { superuserModule } from './modules/superuser/module.ts'
import { systemModule } from './modules/system/module.ts'
import { themesModule } from './modules/themes/module.ts'
import { usersModule } from './modules/users/module.ts'
import { publishingModule } from './modules/publishing/module.ts'
import { cmsSetupModule } from './modules/cms-setup/module.ts'
import { sitesModule } from './modules/sites/module.ts'
import { componentsModule } from './modules/components/module.ts'
import { layoutsModule } from './modules/layouts/module.ts'
import { navigationModule } from './modules/navigation/module.ts'
import { pagesModule } from './modules/pages/module.ts'
import { notificationsModule } from './modules/notifications/module.ts'
import { deliveriesModule } from './modules/deliveries/module.ts'
import type { Database } from './db/client.ts'
import { systemClock, type Clock } from './lib/clock.ts'
import { createMetrics } from './lib/metrics.ts'
import { trackRouteDeclarations } from './lib/route-access.ts'
import { registerErrorHandlers } from './plugins/error-handler.ts'
import { registerJsonBodyParser } from './plugins/json-body.ts'
import { loggerOptions, registerRequestId, requestIdOf } from './plugins/request-id.ts'
import { registerRequestMetrics } from './plugins/request-metrics.ts'
import { registerWebApp } from './plugins/web-app.ts'
import { backOfficeDescriptions } from './modules/system/web-locales.ts'
import { createHitCounter } from './modules/redirects/hit-counter.ts'
import { createRedirectsRepository } from './modules/redirects/repository.ts'
import { redirectsRoutes } from './modules/redirects/routes.ts'
import { createRedirectsService } from './modules/redirects/service.ts'
import { webhookAddressProblem } from './modules/deliveries/webhook.ts'
import { createFormsRepository } from './modules/forms/repository.ts'
import { formsRoutes } from './modules/forms/routes.ts'
import { isBackOfficeHost, pageUrlOf } from './modules/public/request-path.ts'
import { createFormsService } from './modules/forms/service.ts'
import { createCaptchaRepository } from './modules/captcha/repository.ts'
import { captchaRoutes } from './modules/captcha/routes.ts'
import { createCaptchaService } from './modules/captcha/service.ts'
import { PREVIEW_PATH } from './modules/publishing/preview-link.ts'
import { seedCatalogue } from './seed/catalogue.ts'
import { readSiteSettings } from './modules/sites/settings-service.ts'
import { buildFormIsland } from './modules/public/form-island.ts'
import { applyCacheEvent, clearPublicCaches } from './modules/public/cache-events.ts'
import { createPageCache, type PageCache } from './modules/public/page-cache.ts'
import { createRenderPool } from './modules/public/render-pool.ts'
import { createPublicRepository } from './modules/public/repository.ts'
import { registerPublicSites } from './modules/public/routes.ts'
import { createSiteIcons } from './modules/public/site-icons.ts'
import { createIconMaker } from './modules/public/icon-maker.ts'
import { createSiteRenderer } from './modules/public/site-renderer.ts'
import { createSiteData } from './modules/public/site-data.ts'
import { createDraftSource } from './modules/public/draft-source.ts'
import { createPagePreview } from './modules/public/page-preview.ts'
import { pagePreviewRoutes } from './modules/public/preview-routes.ts'
import { createHostCache } from './modules/public/host-cache.ts'
import { createMediaSiteFiles } from './modules/media/site-files.ts'
import type { Storage } from './lib/storage/storage.ts'

/** The server's modules (decision 058); `buildModules` builds each after the ones it needs. */
const MODULES = [
  usersModule,
  mailModule,
  fontsModule,
  themesModule,
  billingModule,
  mediaModule,
  imagesModule,
  iconsModule,
  organizationsModule,
  authModule,
  superuserModule,
  operationsModule,
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

/** Builds the whole server: plugins, then hooks, then modules (STYLE.md "Server module"). */
export async function buildApp({
  config,
  database,
  clock = systemClock,
  logger,
  serveWeb = true,
  storage: givenStorage,
  pageCache = createPageCache({
    enabled: config.PAGE_CACHE,
    maxBytes: config.PAGE_CACHE_MAX_BYTES,
  }),
  warmRenderPool = false,
}: BuildAppOptions) {
  const app = Fastify({
    logger:
      typeof logger === 'boolean' ? logger : { ...loggerOptions(config.LOG_LEVEL), ...logger },
    // A sane X-Request-Id of the proxy in front is kept, so its log and ours name one request.
    genReqId: requestIdOf,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Request lines are noise for a product server; errors and warnings are logged where they happen.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { maxParamLength: 500 },
    // A request that reaches an open connection while the server drains is answered (main.ts,
    // lib/graceful-shutdown.ts), with `Connection: close`, instead of a 503.
    return503OnClosing: false,
    // zod checks and serialises every route: Fastify's default compilers (ajv and
    // fast-json-stringify, a quarter of the files a start loaded) are never built (issue #18).
    // Fastify types these factories by ajv's compilers; it calls zod's the same way.
    schemaController: {
      compilersFactory: {
        buildValidator: (() => validatorCompiler) as never,
        buildSerializer: (() => serializerCompiler) as never,
      },
    },
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandlers(app)
  // Before any module: a route that does not say who may call it fails the build (decision 013).
  trackRouteDeclarations(app)
  registerJsonBodyParser(app)
  // Before site hosts are answered: every answer carries its request id and is counted.
  registerRequestId(app)
  const metrics = createMetrics()
  registerRequestMetrics(app, { metrics, appUrl: config.APP_URL })
  const renderPool = createRenderPool({
    ...(config.RENDER_WORKERS ? { size: config.RENDER_WORKERS } : {}),
    maxQueuedPerSite: config.RENDER_QUEUE_PER_SITE,
    slowBlockMs: config.RENDER_SLOW_MS,
    slowStrikes: config.RENDER_SLOW_STRIKES,
    blockCacheBytes: config.RENDER_BLOCK_CACHE_MAX_BYTES,
    log: app.log,
    onRendered: metrics.observeRender,
  })
  // The first render worker loads on the other core while the rest of the server is built, not
  // while the first visitor waits (issue #18).
  if (warmRenderPool) renderPool.warm()

  const kernel = await createKernel(app, {
    config,
    database,
    clock,
    metrics,
    storage: givenStorage,
    serveWeb,
  })
  const { db, bus, jobs, periodic, limiter, access, storage } = kernel
  // The permissions the server enforces, and the default catalogue on a first start (decision 029).
  await seedCatalogue(database)
  const { ports, built } = await buildModules(kernel, MODULES)
  const { media, organizations } = ports
  const { fonts, library: fontLibrary } = ports.fonts
  const { images, notifications, deliveries } = ports
  const { findSite, resolveHost, siteUrlOf } = ports.sites
  const { pages } = ports.pages
  const { previewLinks } = ports.publishing

  // Everything derived from a site's published content: rendered pages, and the data they are made
  // of. Publishing, unpublishing, deleting and what applies at once (decision 027) drop them in
  // every process, through the bus; saving a draft does not.
  const onSiteChanged = (siteId: number) => bus.publish({ type: 'site-changed', siteId })
  // Site hosts are answered before any back-office plugin runs (no cookies, no session).
  const publicRepo = createPublicRepository(db)
  const siteData = createSiteData({
    repo: publicRepo,
    fonts,
  })
  const hostCache = createHostCache({
    resolveHost,
    siteUrlOf,
    isSuspended: ports.sites.isOrganizationSuspended,
  })
  const publicCaches = { pages: pageCache, siteData, hosts: hostCache }
  bus.subscribe((event) => applyCacheEvent(publicCaches, event))
  bus.onResync(() => clearPublicCaches(publicCaches))
  const formIsland = await buildFormIsland()
  app.addHook('onClose', () => renderPool.close())
  const iconMaker = createIconMaker()
  app.addHook('onClose', () => iconMaker.close())
  // Redirect visits are counted in memory and written in batches (decision 036).
  const redirectsRepo = createRedirectsRepository(db)
  const redirectHits = createHitCounter({ clock, write: redirectsRepo.addHits })
  app.addHook('onClose', () =>
    redirectHits
      .flush()
      .catch((err: unknown) => app.log.error({ err }, 'could not write the redirect hits')),
  )
  registerPublicSites(app, {
    appUrl: config.APP_URL,
    resolveHost: (host) => hostCache.resolve(host),
    renderer: createSiteRenderer({
      data: siteData,
      pool: renderPool,
      defaultDescription: config.DEFAULT_SITE_DESCRIPTION,
      formIslandPath: formIsland.path,
      drafts: createDraftSource({
        repo: publicRepo,
        loadPageTree: (page) => pages.withTree(page),
        fonts,
      }),
    }),
    formIsland,
    redirectOf: (siteId, url) => siteData.redirect(siteId, url),
    onRedirect: (id) => redirectHits.hit(id),
    preview: { path: PREVIEW_PATH, pageOf: (token, site) => previewLinks.pageOf(token, site) },
    cache: pageCache,
    repo: publicRepo,
    library: fontLibrary,
    fonts,
    assets: [
      createMediaSiteFiles(media),
      createSiteIcons({
        readFile: (organizationId, fileId) => media.readIconSource(organizationId, fileId),
        storage,
        maker: iconMaker,
        log: app.log,
        themeColorOf: async ({ organizationId, themeId }) =>
          (themeId
            ? (await publicRepo.themes(organizationId, [themeId]))[0]?.highlightColor
            : null) ?? THEME_DEFAULT_COLORS.highlight,
      }),
    ],
    images,
    onLostBlocks: ({ site, pageUrl, lostBlocks }) =>
      notifications.pageLostBlocks(site.organizationId, {
        site_id: site.id,
        page_url: pageUrl,
        blocks: lostBlocks.map((w) => ({
          content_id: w.contentId,
          component_id: w.componentId,
          message: w.message,
        })),
      }),
  })

  await registerBackOfficePlugins(app, kernel, ports)

  for (const module of built) await module.routes?.(app)

  const { mayAccess } = access
  await app.register(redirectsRoutes, {
    redirects: createRedirectsService({
      repo: redirectsRepo,
      clock,
      hits: redirectHits,
      findSite,
      publishedPageAt: async (siteId, url) =>
        (await publicRepo.publishedPage(siteId, url))?.page.title ?? null,
      // an absolute URL on one of the site's own hosts is checked for loops like a path
      ownPathOf: async (siteId, url) => {
        const { host, pathname } = new URL(url)
        const resolved = await hostCache.resolve(host.toLowerCase())
        return resolved?.match.site.id === siteId ? pageUrlOf(pathname) : null
      },
      onChanged: (siteId) => siteData.invalidateRedirects(siteId),
    }),
  })
  const siteAt = async (host: string) => {
    const resolved = await hostCache.resolve(host.toLowerCase())
    return resolved?.match.kind === 'site' ? resolved.match.site : null
  }
  const organizationOfSiteHost = async (host: string) =>
    (await siteAt(host))?.organizationId ?? null
  // A public form's scope: undefined on the back office (members only), null for no site.
  const siteOfHost = async (host: string | undefined) => {
    if (isBackOfficeHost(host, new URL(config.APP_URL).hostname)) return undefined
    const site = await siteAt(host ?? '')
    return site && { organizationId: site.organizationId, siteId: site.id }
  }
  const captcha = createCaptchaService({
    repo: createCaptchaRepository(db),
    clock,
    organizationOfApiKey: (apiKey) => organizations.organizationOfApiKey(apiKey),
    organizationOfSiteHost,
  })
  const forms = createFormsService({
    repo: createFormsRepository(db),
    clock,
    hasSite: async (organizationId, siteId) => Boolean(await findSite(organizationId, siteId)),
    deliveries,
    webhookUrlProblem: async (url) =>
      config.WEBHOOK_ALLOW_PRIVATE ? null : webhookAddressProblem(url),
    mayAccess,
    onAccepted: (accepted, tx) => notifications.formEntry(accepted, tx),
    onSiteChanged,
    languageOf: async (organizationId, siteId) => {
      const site = await findSite(organizationId, siteId)
      return site ? readSiteSettings(site.settings).language : 'de'
    },
    captcha,
    limiter,
    submitLimit: {
      max: config.FORM_SUBMIT_LIMIT,
      windowSeconds: config.FORM_SUBMIT_WINDOW_SECONDS,
    },
    log: app.log,
  })
  await app.register(formsRoutes, { forms, siteOfHost })
  await app.register(captchaRoutes, {
    captcha,
    organizationOfForm: async (ctx, formId, host) => {
      const site = await siteOfHost(host)
      return site === null ? null : forms.organizationOfPublicForm(ctx, formId, site)
    },
  })
  await app.register(pagePreviewRoutes, {
    preview: createPagePreview({
      data: siteData,
      repo: publicRepo,
      fonts,
      findPage: (ctx, id) => pages.getFields(ctx, id),
      findSite,
    }),
  })
  // Entries past their form's retention (GDPR), spent captcha solutions, old notifications and
  // finished jobs (their payload may hold a visitor's values) are deleted hourly.
  periodic.every('form data past its time', 60 * 60 * 1000, (now) =>
    Promise.all([
      forms.purgeExpiredEntries(now),
      captcha.purgeExpiredSolutions(now),
      notifications.purgeOldNotifications(now),
      jobs.purgeFinished(new Date(now.getTime() - FINISHED_JOBS_KEPT_DAYS * 24 * 60 * 60 * 1000)),
    ]),
  )
  // Redirect visits counted since the last time (decision 036).
  periodic.every('redirect hits', REDIRECT_HITS_FLUSH_MS, () => redirectHits.flush())
  for (const module of built) {
    for (const run of module.periodic ?? []) periodic.every(run.name, run.everyMs, run.run)
    if (module.close) app.addHook('onClose', module.close)
  }
  jobs.start()
  metrics.watch({
    pageCache,
    renderQueueLength: () => renderPool.queued,
    jobCounts: () => jobs.counts(),
    ...(database.poolUse ? { poolUse: database.poolUse } : {}),
    log: app.log,
  })
  // A shutdown (lib/graceful-shutdown.ts) starts here: /readyz turns 503 so the load balancer
  // sends nothing new, and no job or maintenance run starts while the requests in flight finish.
  app.decorate('stopTakingWork', async () => {
    for (const module of built) await module.stopTakingWork?.()
    await Promise.all([jobs.stop(), periodic.stop()])
  })

  if (serveWeb && config.WEB_DIST_DIR)
    await registerWebApp(app, config.WEB_DIST_DIR, backOfficeDescriptions())
  return app
}

/** How often the redirect visits counted in memory are written. */
const REDIRECT_HITS_FLUSH_MS = 10_000

/** How long a sent mail's or webhook's state stays visible at its entry. */
const FINISHED_JOBS_KEPT_DAYS = 30

export type App = Awaited<ReturnType<typeof buildApp>>

declare module 'fastify' {
  interface FastifyInstance {
    /** Begins a shutdown: not ready any more, no new jobs or maintenance runs (buildApp). */
    stopTakingWork(): Promise<void>
  }
}
