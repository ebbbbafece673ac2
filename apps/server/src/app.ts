import { THEME_DEFAULT_COLORS } from '@sitewerk/contracts'
import { availableParallelism } from 'node:os'
import cookie from '@fastify/cookie'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import Fastify, { LogController, type FastifyServerOptions } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { Database, Db } from './db/client.ts'
import { systemClock, type Clock } from './lib/clock.ts'
import { createInvalidationBus } from './lib/invalidation-bus/create-bus.ts'
import { createJobQueue } from './lib/job-queue.ts'
import { createMetrics } from './lib/metrics.ts'
import { createPeriodicRunner, oncePerInterval } from './lib/periodic.ts'
import { createRateLimiter } from './lib/rate-limiter.ts'
import { closeRedis, connectRedis } from './lib/redis.ts'
import { trackRouteDeclarations } from './lib/route-access.ts'
import { registerErrorHandlers } from './plugins/error-handler.ts'
import { routeAccessPlugin } from './plugins/route-access.ts'
import { registerJsonBodyParser } from './plugins/json-body.ts'
import { loggerOptions, registerRequestId, requestIdOf } from './plugins/request-id.ts'
import { registerRequestMetrics } from './plugins/request-metrics.ts'
import { requestContextPlugin } from './plugins/request-context.ts'
import { sessionPlugin } from './plugins/session.ts'
import { testUserPlugin } from './plugins/test-user.ts'
import { auditedWritesPlugin } from './plugins/audited-writes.ts'
import { registerCompression } from './plugins/compression.ts'
import { registerWebApp } from './plugins/web-app.ts'
import { createEmailTokensRepository } from './modules/auth/repository.ts'
import { authRoutes } from './modules/auth/routes.ts'
import { createAuthService } from './modules/auth/service.ts'
import { createSessionStore } from './modules/auth/session-store.ts'
import { createBilling } from './modules/billing/billing.ts'
import { createInvoiceCollector } from './modules/billing/invoice-collector.ts'
import { createInvoicesRepository } from './modules/billing/invoices-repository.ts'
import { billingRoutes } from './modules/billing/routes.ts'
import { createMailer } from './modules/mail/mailer.ts'
import { createOutboxRepository } from './modules/mail/repository.ts'
import { mailRoutes } from './modules/mail/routes.ts'
import { createMailService } from './modules/mail/service.ts'
import { systemRoutes } from './modules/system/routes.ts'
import { backOfficeDescriptions } from './modules/system/web-locales.ts'
import { createOrganizationsRepository } from './modules/organizations/repository.ts'
import { organizationsRoutes } from './modules/organizations/routes.ts'
import { createOrganizationsService } from './modules/organizations/service.ts'
import { createJoinRequestNotifier } from './modules/organizations/join-request-mail.ts'
import { createInvitationSender } from './modules/organizations/team-mail.ts'
import { createTeamRepository } from './modules/organizations/team-repository.ts'
import { teamRoutes } from './modules/organizations/team-routes.ts'
import { createTeamService } from './modules/organizations/team-service.ts'
import { createOrganizationSettingsRepository } from './modules/organizations/settings-repository.ts'
import { organizationSettingsRoutes } from './modules/organizations/settings-routes.ts'
import { createOrganizationSettingsService } from './modules/organizations/settings-service.ts'
import { createUsersRepository } from './modules/users/repository.ts'
import { createAuditLog } from './modules/superuser/audit-log.ts'
import { createAuditService } from './modules/superuser/audit-service.ts'
import { createOrganizationWrites } from './modules/superuser/organization-writes.ts'
import { createSuperuserOrganizationsService } from './modules/superuser/organizations-service.ts'
import { createSuperuserRepository } from './modules/superuser/repository.ts'
import { superuserRoutes } from './modules/superuser/routes.ts'
import { createTestUserRepository } from './modules/superuser/test-user-repository.ts'
import { testUserRoutes } from './modules/superuser/test-user-routes.ts'
import { createTestUserService } from './modules/superuser/test-user-service.ts'
import { createSuperuserUsersService } from './modules/superuser/users-service.ts'
import { createDnsVerifier } from './modules/sites/dns-verifier.ts'
import { createHostResolver } from './modules/sites/host-resolver.ts'
import { createSitesRepository } from './modules/sites/repository.ts'
import { sitesRoutes } from './modules/sites/routes.ts'
import { siteSettingsRoutes } from './modules/sites/settings-routes.ts'
import { createSiteSettingsService } from './modules/sites/settings-service.ts'
import { navigationRoutes } from './modules/navigation/routes.ts'
import { createHitCounter } from './modules/redirects/hit-counter.ts'
import { createRedirectsRepository } from './modules/redirects/repository.ts'
import { redirectsRoutes } from './modules/redirects/routes.ts'
import { createRedirectsService } from './modules/redirects/service.ts'
import { createFormMailComposer } from './modules/deliveries/form-mail.ts'
import { createDeliveriesRepository } from './modules/deliveries/repository.ts'
import { deliveriesRoutes } from './modules/deliveries/routes.ts'
import { createDeliveriesService } from './modules/deliveries/service.ts'
import { createWebhookSender, webhookAddressProblem } from './modules/deliveries/webhook.ts'
import { createFormsRepository } from './modules/forms/repository.ts'
import { formsRoutes } from './modules/forms/routes.ts'
import { isBackOfficeHost, pageUrlOf } from './modules/public/request-path.ts'
import { createFormsService } from './modules/forms/service.ts'
import { createNotificationsRepository } from './modules/notifications/repository.ts'
import { notificationsRoutes } from './modules/notifications/routes.ts'
import { createNotificationsService } from './modules/notifications/service.ts'
import { createCaptchaRepository } from './modules/captcha/repository.ts'
import { captchaRoutes } from './modules/captcha/routes.ts'
import { createCaptchaService } from './modules/captcha/service.ts'
import { createNavigationService } from './modules/navigation/service.ts'
import { createSitesService } from './modules/sites/service.ts'
import { createComponentsRepository } from './modules/components/repository.ts'
import { componentsRoutes } from './modules/components/routes.ts'
import { createScssCompiler } from './modules/components/scss.ts'
import { createComponentsService } from './modules/components/service.ts'
import { createLayoutsRepository } from './modules/layouts/repository.ts'
import { layoutsRoutes } from './modules/layouts/routes.ts'
import { createLayoutsService } from './modules/layouts/service.ts'
import { createBlockService } from './modules/pages/block-service.ts'
import { createPageService } from './modules/pages/page-service.ts'
import { createPublisher } from './modules/publishing/publisher.ts'
import { createPublishingRepository } from './modules/publishing/repository.ts'
import { publishingRoutes } from './modules/publishing/routes.ts'
import { createPublishingService } from './modules/publishing/service.ts'
import { createHistoryRepository } from './modules/publishing/history-repository.ts'
import { historyRoutes } from './modules/publishing/history-routes.ts'
import { createHistoryService } from './modules/publishing/history-service.ts'
import { createPreviewLinks, PREVIEW_PATH } from './modules/publishing/preview-link.ts'
import { scheduleRepository } from './modules/publishing/schedule-repository.ts'
import { scheduleRoutes } from './modules/publishing/schedule-routes.ts'
import { createSchedules } from './modules/publishing/schedules.ts'
import { serverSecret } from './lib/server-secret.ts'
import { createPagesRepository } from './modules/pages/repository.ts'
import { pagesRoutes } from './modules/pages/routes.ts'
import { reusableRoutes } from './modules/pages/reusable-routes.ts'
import { createReusableService } from './modules/pages/reusable-service.ts'
import { cmsSetupRoutes } from './modules/cms-setup/routes.ts'
import { createCmsSetupService } from './modules/cms-setup/service.ts'
import { seedCatalogue } from './seed/catalogue.ts'
import { servicesOver } from './seed/services-over.ts'
import { readSiteSettings } from './modules/sites/settings-service.ts'
import { buildFormIsland } from './modules/public/form-island.ts'
import { applyCacheEvent, CacheEvent, clearPublicCaches } from './modules/public/cache-events.ts'
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
import { createFontLibrary } from './modules/fonts/library.ts'
import { createFontsRepository } from './modules/fonts/repository.ts'
import { createFontsService } from './modules/fonts/service.ts'
import { fontsRoutes } from './modules/fonts/routes.ts'
import { createThemesRepository } from './modules/themes/repository.ts'
import { themesRoutes } from './modules/themes/routes.ts'
import { createThemesService } from './modules/themes/service.ts'
import { toAuthUser } from './modules/users/mappers.ts'
import { operationsRoutes } from './modules/operations/routes.ts'
import { createReadiness } from './modules/operations/readiness.ts'
import type { RequestContext } from './lib/request-context.ts'
import { createMediaCategoriesService } from './modules/media/categories-service.ts'
import { createMediaRepository } from './modules/media/repository.ts'
import { mediaRoutes } from './modules/media/routes.ts'
import { createMediaService } from './modules/media/service.ts'
import { createMediaSiteFiles } from './modules/media/site-files.ts'
import { createMediaUsages } from './modules/media/usages.ts'
import { createStorageFromConfig } from './lib/storage/create-storage.ts'
import { imagesRoutes } from './modules/images/routes.ts'
import { shippedIconSet } from './modules/icons/icon-set.ts'
import { iconsRoutes } from './modules/icons/routes.ts'
import { createImageService } from './modules/images/service.ts'
import { createImageTransformer } from './modules/images/transform.ts'
import type { Storage } from './lib/storage/storage.ts'
import type { PaymentCollector } from './modules/billing/payment-collector.ts'
import { paymentsConfigRoutes } from './modules/billing/payments-config-routes.ts'
import { paymentMethodsRoutes } from './modules/billing/stripe/payment-methods-routes.ts'
import { createPaymentMethodsService } from './modules/billing/stripe/payment-methods-service.ts'
import { createStripeSetup, stripeContentSources } from './modules/billing/stripe/stripe-client.ts'
import { createStripeCollector } from './modules/billing/stripe/stripe-collector.ts'
import { createPaymentFailedNotifier } from './modules/billing/stripe/payment-failed-mail.ts'
import { createStripeRepository } from './modules/billing/stripe/stripe-repository.ts'
import { createStripeWebhook } from './modules/billing/stripe/stripe-webhook.ts'
import { stripeWebhookRoutes } from './modules/billing/stripe/stripe-webhook-routes.ts'

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

  const { db } = database
  // Shared state of several processes (decision 035): Redis for the API limit's counters and the
  // invalidations when REDIS_URL is set, else PostgreSQL's LISTEN/NOTIFY, else this process alone.
  const redis = config.REDIS_URL
    ? await connectRedis(config.REDIS_URL, {
        name: `${config.REDIS_KEY_PREFIX}commands`,
        log: app.log,
      })
    : null
  if (redis) app.addHook('onClose', () => closeRedis(redis))
  const bus = await createInvalidationBus({ config, database, schema: CacheEvent, log: app.log })
  app.addHook('onClose', () => bus.close())
  const storage = givenStorage ?? createStorageFromConfig(config)
  // A storage the caller handed in is the caller's to close.
  if (!givenStorage) app.addHook('onClose', async () => storage.close?.())
  const secureCookies = config.APP_URL.startsWith('https://')
  const sessions = createSessionStore({ db, clock })
  const usersRepo = createUsersRepository(db)
  const outbox = createOutboxRepository(db)
  const mailer = createMailer({
    db,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outbox,
    log: app.log,
    clock,
  })
  const organizationsRepo = createOrganizationsRepository(db)
  const organizations = createOrganizationsService({
    repo: organizationsRepo,
    clock,
    // `themes` is built further down; this runs only once requests come in.
    findColorset: (organizationId, id) => themes.colorsets.find(organizationId, id),
    subscribedServices: (organizationId) => billing.services.subscribedOf(organizationId),
    notifyJoinRequest: createJoinRequestNotifier({ mailer, appUrl: config.APP_URL }),
  })
  const limiter = createRateLimiter({ db, clock })
  // Form mails and webhook calls (decision 022); started once every module has said how it runs
  // its kinds, stopped when the app closes (graceful shutdown), after the requests in flight.
  const jobs = createJobQueue({
    db,
    clock,
    log: app.log,
    concurrency: config.JOBS_CONCURRENCY,
    pollMs: config.JOBS_POLL_MS,
    // Longer than a job may take: SMTP's timeouts add up to 40 s, a webhook's to 10 s.
    leaseMs: 2 * 60_000,
    retryBaseMs: config.JOBS_RETRY_BASE_MS,
    retryMaxMs: 6 * 60 * 60_000,
  })
  // Maintenance runs in one process per interval, whichever asks first (decision 035).
  const periodic = createPeriodicRunner({ clock, log: app.log, claim: oncePerInterval(limiter) })
  // The permissions the server enforces, and the default catalogue on a first start (decision 029).
  await seedCatalogue(database)
  const bankAccount =
    config.BANK_ACCOUNT_HOLDER && config.BANK_ACCOUNT_IBAN
      ? {
          holder: config.BANK_ACCOUNT_HOLDER,
          iban: config.BANK_ACCOUNT_IBAN,
          bic: config.BANK_ACCOUNT_BIC ?? null,
        }
      : null
  // Payments (decision 030): Stripe when its keys are set, else the invoice provider (bank
  // transfer, marked paid by a superuser).
  const stripe = await createStripeSetup(config)
  const stripeRepo = createStripeRepository(db)
  const paymentMethods = createPaymentMethodsService({
    repo: stripeRepo,
    stripe: stripe?.client ?? null,
    clock,
  })
  const onPaymentFailed = createPaymentFailedNotifier({
    mailer,
    appUrl: config.APP_URL,
    repo: stripeRepo,
  })
  const collector: PaymentCollector = stripe
    ? createStripeCollector({
        repo: stripeRepo,
        stripe: stripe.client,
        clock,
        log: app.log,
        onFailed: onPaymentFailed,
      })
    : createInvoiceCollector({
        invoices: createInvoicesRepository(db),
        recipientsOf: async (organizationId) => {
          const row = await organizationsRepo.findById(organizationId)
          if (!row) return null
          const owners = await organizationsRepo.ownerEmails(organizationId)
          return { title: row.title, mailLocale: row.mailLocale, timeZone: row.timeZone, owners }
        },
        mailer,
        bankAccount,
        appUrl: config.APP_URL,
      })
  // Every superuser write is recorded in its own transaction (decision 032).
  const auditLog = createAuditLog(db)
  const billing = createBilling({ db, clock, queue: jobs, collector, audit: auditLog })
  app.addHook('onClose', () => Promise.all([jobs.stop(), periodic.stop()]).then(() => undefined))
  const auth = createAuthService({
    users: usersRepo,
    tokens: createEmailTokensRepository(db),
    sessions,
    mailer,
    limiter,
    clock,
    log: app.log,
    config,
    listOrganizationsOfUser: (userId) => organizations.listForUser(userId),
  })

  // Everything derived from a site's published content: rendered pages, and the data they are made
  // of. Publishing, unpublishing, deleting and what applies at once (decision 027) drop them in
  // every process, through the bus; saving a draft does not.
  const onSiteChanged = (siteId: number) => bus.publish({ type: 'site-changed', siteId })
  const mediaRepo = createMediaRepository(db)
  const media = createMediaService({
    repo: mediaRepo,
    usages: createMediaUsages(db),
    storage,
    clock,
    log: app.log,
    maxPixels: config.MEDIA_MAX_PIXELS,
    // New content or a moved focal point (decision 042): every process's pipeline forgets the
    // file, and the pages of the organisation's sites are drawn again with its new addresses.
    onPicturesChanged: async (organizationId, fileId) => {
      bus.publish({ type: 'media-changed', fileId })
      for (const site of await sitesRepo.list({ organizationId })) onSiteChanged(site.id)
    },
  })

  // Share images and backgrounds may only be the organisation's own media files.
  const hasMediaFile = (organizationId: number, fileId: number) =>
    media.hasFile(organizationId, fileId)
  const sitesRepo = createSitesRepository(db)
  const themesRepo = createThemesRepository(db)
  const fontLibrary = createFontLibrary()
  const fonts = createFontsService({
    repo: createFontsRepository(db),
    library: fontLibrary,
    storage,
    maxBytes: config.MEDIA_MAX_BYTES,
    findUsages: (scope) => themesRepo.themes.usingFont(scope),
  })
  // The library's rows, so themes can reference library fonts by id (owned by the code).
  await fonts.syncLibrary()
  const themes = createThemesService({
    repo: themesRepo,
    clock,
    isFontUsable: fonts.isUsable,
    onThemeChanged: (organizationId) => bus.publish({ type: 'theme-changed', organizationId }),
    findBackendUsage: (organizationId, colorsetId) =>
      organizations.usingBackendColorset(organizationId, colorsetId),
  })
  const sites = createSitesService({
    onSiteChanged,
    assertMayAddSite: billing.entitlements.assertMayAddSite,
    hasMediaFile,
    hasTheme: async (organizationId, id) =>
      Boolean(await themesRepo.themes.findById({ organizationId, id })),
    repo: sitesRepo,
    clock,
    verifyDns: createDnsVerifier({
      ...(config.DNS_RESOLVER ? { server: config.DNS_RESOLVER } : {}),
    }),
    appUrl: config.APP_URL,
    sitesDomain: config.SITES_DOMAIN,
  })
  const resolveHost = createHostResolver({ repo: sitesRepo, sitesDomain: config.SITES_DOMAIN })

  // Versions the migration wrote for pages that existed before drafts get their content now,
  // before the server answers anyone (decision 027).
  const publisher = createPublisher({ db })
  await publisher.fillMigratedSnapshots()

  const componentsRepo = createComponentsRepository(db)
  const layoutsRepo = createLayoutsRepository(db)
  const pagesRepo = createPagesRepository(db)
  const findLayout = (organizationId: number, id: number) =>
    layoutsRepo.findById(organizationId, id)
  const findSite = (organizationId: number, id: number) =>
    sitesRepo.findById({ organizationId, id })
  const navigation = createNavigationService({
    clock,
    findSite,
    pagesOfSite: (organizationId, siteId) => pagesRepo.pagesOfSite({ organizationId }, siteId),
    saveMenu: async ({ organizationId, siteId, items, now }) => {
      await sitesRepo.update({ organizationId, id: siteId }, { navigation: items, updatedAt: now })
    },
  })
  const pages = createPageService({
    repo: pagesRepo,
    clock,
    findSite,
    findLayout,
    onPageDeleted: onSiteChanged,
    hasMediaFile,
    placeInMenu: (args) => navigation.placeNewPage(args),
    layoutsOfSite: (organizationId, siteId) => layoutsRepo.listOfSite(organizationId, siteId),
  })
  const blocks = createBlockService({
    repo: pagesRepo,
    clock,
    findComponent: (organizationId, id) => componentsRepo.findVisible(organizationId, id),
    findLayout,
    assertLook: themes.assertBlockLook,
    hasMediaFile,
  })
  const reusable = createReusableService({ repo: pagesRepo, clock, findSite })

  // Site hosts are answered before any back-office plugin runs (no cookies, no session).
  const publicRepo = createPublicRepository(db)
  const siteData = createSiteData({
    repo: publicRepo,
    fonts,
  })
  const siteUrlOf = async (site: Parameters<typeof sites.siteUrl>[0]) =>
    sites.siteUrl(site, await sitesRepo.domainsOf([site.id]))
  const hostCache = createHostCache({
    resolveHost,
    siteUrlOf,
    isSuspended: (organizationId) => publicRepo.isOrganizationSuspended(organizationId),
  })
  const publishingRepo = createPublishingRepository(db)
  const previewLinks = createPreviewLinks({
    repo: publishingRepo,
    findPageOfSite: (site, pageId) =>
      scheduleRepository.findPageOfSite(
        db,
        { organizationId: site.organizationId },
        site.id,
        pageId,
      ),
    siteUrlOf,
    secret: serverSecret(db, 'preview-link', config.PREVIEW_LINK_SECRET),
    clock,
    days: config.PREVIEW_LINK_DAYS,
  })
  const publicCaches = { pages: pageCache, siteData, hosts: hostCache }
  bus.subscribe((event) => applyCacheEvent(publicCaches, event))
  bus.subscribe((event) => {
    if (event.type === 'media-changed') images.forgetFile(event.fileId)
  })
  bus.onResync(() => clearPublicCaches(publicCaches))
  const formIsland = await buildFormIsland()
  app.addHook('onClose', () => renderPool.close())
  const iconMaker = createIconMaker()
  app.addHook('onClose', () => iconMaker.close())
  const images = createImageService({
    findFile: (id) => media.findForImages(id),
    storage,
    // One core stays free for requests while a burst of first requests is transformed.
    transformer: createImageTransformer({
      maxPixels: config.MEDIA_MAX_PIXELS,
      concurrency: Math.max(1, availableParallelism() - 1),
    }),
    accessTo: (user, organizationId) => organizations.accessTo(user, organizationId),
    log: app.log,
    clock,
  })
  // Redirect visits are counted in memory and written in batches (decision 036).
  const redirectsRepo = createRedirectsRepository(db)
  const redirectHits = createHitCounter({ clock, write: redirectsRepo.addHits })
  app.addHook('onClose', () =>
    redirectHits
      .flush()
      .catch((err: unknown) => app.log.error({ err }, 'could not write the redirect hits')),
  )
  // the bell: form entries, failed publishes, pages that went out without a block
  const notifications = createNotificationsService({
    repo: createNotificationsRepository(db),
    clock,
  })
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

  await registerCompression(app)
  await app.register(cookie)
  // Stripe.js on the payment screens, when the keys are set (decision 030).
  const stripeSources = stripeContentSources(config)
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeSources.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripeSources.connect],
        ...(stripeSources.frame.length > 0 ? { frameSrc: ["'self'", ...stripeSources.frame] } : {}),
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  })
  // The API limit applies by the matched route (its pattern under /api/, config.apiRateLimit), so
  // `/%61pi/...` is counted like `/api/...`; it runs before the session is looked up. With Redis
  // every process counts on the same counters; should Redis fail, requests pass uncounted rather
  // than fail (/readyz says Redis is down).
  await app.register(rateLimit, {
    ...(redis
      ? { redis, nameSpace: `${config.REDIS_KEY_PREFIX}api-limit:`, skipOnError: true }
      : {}),
    global: false,
    max: config.API_RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    allowList: (req) => !req.routeOptions.config.apiRateLimit,
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      message: 'Too Many Attempts.',
      retryAfter: Math.ceil(context.ttl / 1000),
    }),
  })
  app.addHook('onRequest', app.rateLimit())
  await app.register(sessionPlugin, { store: sessions, secureCookies })
  const superuserRepo = createSuperuserRepository(db)
  // A superuser sees the back office as another user (decision 033).
  const testUser = createTestUserService({
    db,
    repo: createTestUserRepository(db),
    users: superuserRepo,
    audit: auditLog,
    clock,
  })
  await app.register(requestContextPlugin, {
    // A disabled account's session, should one survive, signs nobody in (decision 032).
    loadUser: async (id) => {
      const row = await usersRepo.findById(id)
      return row && !row.disabledAt ? toAuthUser(row) : null
    },
    loadMembership: (user, organizationId) => organizations.accessTo(user, organizationId),
    loadTestUser: (sessionToken) => testUser.visitOf(sessionToken),
  })
  await app.register(routeAccessPlugin, {
    loadMembership: (user, organizationId) => organizations.accessTo(user, organizationId),
    assertPermission: billing.entitlements.assertPermission,
  })
  // A superuser's writes in an organisation they are not a member of (decision 053).
  const organizationWrites = createOrganizationWrites({ db, audit: auditLog, clock })
  await app.register(auditedWritesPlugin, {
    recordOrganizationWrite: organizationWrites.record,
    writeDone: organizationWrites.done,
  })
  await app.register(testUserPlugin, { end: testUser.end, recordWrite: testUser.recordWrite })

  let draining = false
  await app.register(operationsRoutes, {
    readiness: createReadiness({
      checks: {
        database: () => database.exec('SELECT 1'),
        ...(redis ? { redis: () => redis.ping() } : {}),
        storage: () => storage.check(),
      },
      isDraining: () => draining,
      log: app.log,
    }),
    metrics,
    metricsToken: config.METRICS_TOKEN,
  })
  await app.register(systemRoutes, {
    settings: { is_hub: !config.HUB_URL, hub_url: config.HUB_URL ?? config.APP_URL },
    sessions,
    secureCookies,
    webDistDir: serveWeb ? config.WEB_DIST_DIR : null,
  })
  await app.register(authRoutes, { prefix: '/api', auth, secureCookies })
  await app.register(mailRoutes, {
    prefix: '/api',
    mail: createMailService({ outbox, mailer, audit: auditLog, clock, log: app.log }),
  })
  const audit = createAuditService({ audit: auditLog, keepDays: config.AUDIT_LOG_DAYS })
  await app.register(superuserRoutes, {
    prefix: '/api',
    users: createSuperuserUsersService({
      db,
      repo: superuserRepo,
      audit: auditLog,
      clock,
      sendVerification: (t, user) => auth.sendVerificationTo({ t, user }),
    }),
    organizations: createSuperuserOrganizationsService({
      db,
      repo: superuserRepo,
      audit: auditLog,
      clock,
      // The host cache remembers whether a site's organisation is suspended; pages stay cached.
      onSuspensionChanged: (organizationId) =>
        bus.publish({ type: 'suspension-changed', organizationId }),
    }),
    audit,
  })
  await app.register(testUserRoutes, { prefix: '/api', testUser })

  await app.register(organizationsRoutes, { organizations })
  await app.register(billingRoutes, { billing })
  await app.register(teamRoutes, {
    team: createTeamService({
      repo: createTeamRepository(db),
      clock,
      invitationDays: config.INVITATION_DAYS,
      accessTo: (user, organizationId) => organizations.accessTo(user, organizationId),
      sendInvitation: createInvitationSender({ mailer, appUrl: config.APP_URL }),
    }),
  })
  await app.register(organizationSettingsRoutes, {
    settings: createOrganizationSettingsService({
      repo: createOrganizationSettingsRepository(db),
      organizations: organizationsRepo,
      clock,
      findMediaFile: (organizationId, fileId) => media.findFile(organizationId, fileId),
    }),
  })

  const mayAccess = async (ctx: RequestContext, organizationId: number) =>
    Boolean(ctx.user && (await organizations.accessTo(ctx.user, organizationId)))
  await app.register(sitesRoutes, {
    sites,
    resolveHost,
    repo: sitesRepo,
    mayAccess,
    isSuspended: (organizationId) => publicRepo.isOrganizationSuspended(organizationId),
  })
  await app.register(siteSettingsRoutes, {
    settings: createSiteSettingsService({
      repo: sitesRepo,
      clock,
      findMediaFile: (organizationId, fileId) => media.findFile(organizationId, fileId),
      onSiteChanged,
    }),
  })
  await app.register(navigationRoutes, { navigation })
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
  const deliveries = createDeliveriesService({
    repo: createDeliveriesRepository(db),
    queue: jobs,
    mailer,
    composer: createFormMailComposer(),
    webhooks: createWebhookSender({ clock, allowPrivate: config.WEBHOOK_ALLOW_PRIVATE }),
    clock,
  })
  await app.register(deliveriesRoutes, { deliveries })
  await app.register(notificationsRoutes, { notifications })
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
  const scss = createScssCompiler({
    workers: config.SCSS_WORKERS,
    timeoutMs: config.SCSS_TIMEOUT_MS,
    maxQueuedPerOwner: config.SCSS_QUEUE_PER_ORGANIZATION,
  })
  app.addHook('onClose', () => scss.close())
  const components = createComponentsService({
    repo: componentsRepo,
    clock,
    scss,
    accessTo: (user, organizationId) => organizations.accessTo(user, organizationId),
    // Platform components show on every site: drop every rendered page, not one site's.
    onComponentChanged: (componentId) => bus.publish({ type: 'component-changed', componentId }),
    hasMediaFile,
  })
  await app.register(componentsRoutes, { components })
  const layouts = createLayoutsService({
    repo: layoutsRepo,
    clock,
    findSite,
    assertLook: themes.assertBlockLook,
  })
  await app.register(layoutsRoutes, { layouts })
  await app.register(pagesRoutes, { pages, blocks })
  await app.register(reusableRoutes, { reusable })
  await app.register(pagePreviewRoutes, {
    preview: createPagePreview({
      data: siteData,
      repo: publicRepo,
      fonts,
      findPage: (ctx, id) => pages.getFields(ctx, id),
      findSite,
    }),
  })
  const publishing = createPublishingService({
    repo: publishingRepo,
    publisher,
    clock,
    onPublished: onSiteChanged,
  })
  await app.register(publishingRoutes, { publishing })
  const history = createHistoryService({
    repo: createHistoryRepository(db),
    publishing: publishingRepo,
    clock,
    checksFor: (organizationId) => ({
      findComponent: (id) => componentsRepo.findVisible(organizationId, id),
      hasMediaFile: (id) => hasMediaFile(organizationId, id),
      hasTheme: async (id) => Boolean(await themesRepo.themes.findById({ organizationId, id })),
      hasColorset: async (id) => Boolean(await themes.colorsets.find(organizationId, id)),
    }),
    findLayout,
    retention: { keep: config.PAGE_VERSIONS_KEEP, maxAgeDays: config.PAGE_VERSIONS_MAX_AGE_DAYS },
  })
  await app.register(historyRoutes, { history })
  await app.register(scheduleRoutes, {
    schedules: createSchedules({
      db,
      queue: jobs,
      clock,
      onPublished: onSiteChanged,
      notifications,
    }),
    previewLinks,
  })
  await app.register(cmsSetupRoutes, {
    setup: createCmsSetupService({
      transaction: (work) =>
        db.transaction((tx) =>
          work(
            servicesOver(tx as unknown as Db, {
              appUrl: config.APP_URL,
              sitesDomain: config.SITES_DOMAIN,
            }),
          ),
        ),
      pagesOfSite: (ctx, siteId) => pages.listOfSite(ctx, siteId),
      leaveOutOfMenu: (organizationId, siteId, pageIds) =>
        navigation.leaveOut(organizationId, siteId, pageIds),
      publishSite: (ctx, siteId) =>
        publishing.publishSite(ctx, siteId, { note: ctx.t('publishing.setup_note') }),
    }),
  })
  await app.register(paymentsConfigRoutes, {
    payments: {
      provider: stripe ? 'stripe' : 'invoice',
      publishable_key: stripe?.publishableKey ?? null,
      bank_account: bankAccount,
    },
  })
  await app.register(paymentMethodsRoutes, { paymentMethods })
  await app.register(stripeWebhookRoutes, {
    stripe,
    webhook: stripe
      ? createStripeWebhook({
          repo: stripeRepo,
          stripe: stripe.client,
          paymentMethods,
          clock,
          log: app.log,
          onFailed: onPaymentFailed,
        })
      : null,
  })

  await app.register(themesRoutes, { themes })
  await app.register(fontsRoutes, {
    fonts,
    library: fontLibrary,
    maxBytes: config.MEDIA_MAX_BYTES,
    mayAccess,
  })
  await app.register(mediaRoutes, {
    media,
    categories: createMediaCategoriesService({ repo: mediaRepo, clock }),
    maxBytes: config.MEDIA_MAX_BYTES,
    mayAccess: async (user, organizationId) =>
      Boolean(await organizations.accessTo(user, organizationId)),
  })
  await app.register(imagesRoutes, { images })
  await app.register(iconsRoutes, { icons: shippedIconSet() })

  // Expired sessions (guests who never come back) and rate-limit windows pile up; sweep hourly.
  periodic.every('expired sessions and limits', 60 * 60 * 1000, () =>
    Promise.all([sessions.pruneExpired(), limiter.pruneExpired()]),
  )
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
  // Page and site versions beyond PAGE_VERSIONS_KEEP or PAGE_VERSIONS_MAX_AGE_DAYS (decision 028).
  periodic.every('versions past keeping', 60 * 60 * 1000, (now) => history.purgeOldVersions(now))
  // Deleted block ids past the editor's undo window (decision 052).
  periodic.every('deleted blocks past undo', 60 * 60 * 1000, (now) =>
    blocks.purgeDeletedBlocks(now),
  )
  // Trials that end, periods that roll, pending changes, invoices (decision 029).
  periodic.every('billing run', config.BILLING_RUN_SECONDS * 1000, (now) => billing.runBilling(now))
  // Audit log entries older than AUDIT_LOG_DAYS (decision 032).
  periodic.every('audit log past keeping', 60 * 60 * 1000, (now) => audit.purgeOld(now))
  // Redirect visits counted since the last time (decision 036).
  periodic.every('redirect hits', REDIRECT_HITS_FLUSH_MS, () => redirectHits.flush())
  // Test users whose session went or expired end with their audit entry (decision 033).
  periodic.every('test users past their session', 5 * 60 * 1000, (now) => testUser.endStale(now))
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
    draining = true
    scss.stopTakingWork()
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
