import { THEME_DEFAULT_COLORS } from '@sitewerk/contracts'
import { cacheBounds } from '../../lib/memory-budget.ts'
import type { Metrics } from '../../lib/metrics.ts'
import type { Kernel, Ports } from '../../lib/modules.ts'
import { createMediaSiteFiles } from '../media/index.ts'
import { createEarlyAnswers } from './early-answers.ts'
import { PREVIEW_PATH } from '../publishing/index.ts'
import { createDraftSource } from './draft-source.ts'
import type { FormIsland } from './form-island.ts'
import type { HostCache } from './host-cache.ts'
import type { IconMaker } from './icon-maker.ts'
import type { PageCache } from './page-cache.ts'
import { createRenderPool, type RenderPool } from './render-pool.ts'
import type { PublicRepository } from './repository.ts'
import type { PublicSitesOptions } from './routes.ts'
import type { SiteData } from './site-data.ts'
import { createSiteIcons } from './site-icons.ts'
import { createSiteRenderer } from './site-renderer.ts'

/** The worker threads that render pages, sized and bounded by the config (issue #18). */
export function startRenderPool(
  config: Kernel['config'],
  { log, metrics, warm }: { log: Kernel['log']; metrics: Metrics; warm: boolean },
) {
  // Each worker's stores get their share of the memory budget (decision 064).
  const bounds = cacheBounds(config)
  const pool = createRenderPool({
    ...(config.RENDER_WORKERS ? { size: config.RENDER_WORKERS } : {}),
    maxQueuedPerSite: config.RENDER_QUEUE_PER_SITE,
    slowBlockMs: config.RENDER_SLOW_MS,
    slowStrikes: config.RENDER_SLOW_STRIKES,
    blockCacheBytes: config.RENDER_BLOCK_CACHE_MAX_BYTES,
    pageChars: bounds.pageTreeChars,
    componentChars: bounds.componentSourceChars,
    templateChars: bounds.parsedTemplateChars,
    log,
    onRendered: metrics.observeRender,
  })
  // The first render worker loads on the other core while the rest of the server is built, not
  // while the first visitor waits.
  if (warm) pool.warm()
  return pool
}

type SitePorts = Pick<
  Ports,
  'pages' | 'fonts' | 'images' | 'notifications' | 'publishing' | 'media'
>

/** How a site host's pages are made: from the published read model, rendered in the pool. */
export function sitePagesOptions(
  { config, metrics }: Kernel,
  { pages, fonts, images, notifications, publishing }: SitePorts,
  parts: {
    repo: PublicRepository
    siteData: SiteData
    hostCache: HostCache
    renderPool: RenderPool
    pageCache: PageCache
    formIsland: FormIsland
  },
): Omit<PublicSitesOptions, 'formIsland' | 'onRedirect' | 'assets'> {
  const { repo, siteData, hostCache, renderPool, pageCache, formIsland } = parts
  return {
    appUrl: config.APP_URL,
    resolveHost: hostCache.resolve,
    renderer: createSiteRenderer({
      data: siteData,
      pool: renderPool,
      defaultDescription: config.DEFAULT_SITE_DESCRIPTION,
      formIslandPath: formIsland.path,
      drafts: createDraftSource({ repo, loadPageTree: pages.pages.withTree, fonts: fonts.fonts }),
    }),
    redirectOf: siteData.redirect,
    preview: { path: PREVIEW_PATH, pageOf: publishing.previewLinks.pageOf },
    cache: pageCache,
    shareImageBytes: cacheBounds(config).shareImageBytes,
    ...(pageCache.enabled && {
      early: createEarlyAnswers({
        appHostname: new URL(config.APP_URL).hostname,
        hosts: hostCache,
        pages: pageCache,
        metrics,
      }),
    }),
    repo,
    library: fonts.library,
    fonts: fonts.fonts,
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
  }
}

/** A site's own files: media files by address, and its icons drawn from its favicon. */
export function siteAssets(
  { storage, log, config }: Kernel,
  media: Ports['media'],
  { repo, iconMaker }: { repo: PublicRepository; iconMaker: IconMaker },
) {
  return [
    createMediaSiteFiles(media),
    createSiteIcons({
      readFile: media.readIconSource,
      storage,
      maker: iconMaker,
      log,
      maxBytes: cacheBounds(config).siteIconBytes,
      themeColorOf: async ({ organizationId, themeId }) =>
        (themeId ? (await repo.themes(organizationId, [themeId]))[0]?.highlightColor : null) ??
        THEME_DEFAULT_COLORS.highlight,
    }),
  ]
}
