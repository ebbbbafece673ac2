import { THEME_DEFAULT_COLORS } from '@sitewerk/contracts'
import { defineModule } from '../../lib/modules.ts'
import type { SiteRow } from '../sites/repository.ts'
import { createMediaSiteFiles } from '../media/site-files.ts'
import { PREVIEW_PATH } from '../publishing/preview-link.ts'
import { applyCacheEvent, clearPublicCaches } from './cache-events.ts'
import { createDraftSource } from './draft-source.ts'
import { buildFormIsland } from './form-island.ts'
import { createHostCache } from './host-cache.ts'
import { createIconMaker } from './icon-maker.ts'
import type { PageCache } from './page-cache.ts'
import { createPagePreview } from './page-preview.ts'
import { pagePreviewRoutes } from './preview-routes.ts'
import type { RenderPool } from './render-pool.ts'
import { createPublicRepository } from './repository.ts'
import { isBackOfficeHost } from './request-path.ts'
import { registerPublicSites } from './routes.ts'
import { createSiteData } from './site-data.ts'
import { createSiteIcons } from './site-icons.ts'
import { createSiteRenderer } from './site-renderer.ts'

declare module '../../lib/modules.ts' {
  interface Ports {
    public: {
      /** The site a host serves (cached; forwards are not sites). */
      siteAt(host: string): Promise<SiteRow | null>
      /** Which site, or forward, a host names, as visitors reach it (cached). */
      resolveHost: ReturnType<typeof createHostCache>['resolve']
      /** A public form's scope: undefined on the back office (members only), null for no site. */
      siteOfHost(
        host: string | undefined,
      ): Promise<{ organizationId: number; siteId: number } | null | undefined>
      /** The title of the page visitors see at the address, or null. */
      publishedPageTitle(siteId: number, url: string): Promise<string | null>
      /** The site's redirects changed: the next visitor reads them again. */
      invalidateRedirects(siteId: number): void
      /** Listens to every redirect a visitor follows (the redirects module counts them). */
      onRedirect(listener: (redirectId: number) => void): void
      renderQueueLength(): number
    }
  }
}

/**
 * What visitors get: site hosts answered before any back-office plugin (no cookie, no session),
 * pages rendered in worker threads and cached, site files and icons, the editor's preview.
 * The pool and cache come from `buildApp` (started early; tests look into their own).
 */
export const publicModule = ({
  renderPool,
  pageCache,
}: {
  renderPool: RenderPool
  pageCache: PageCache
}) =>
  defineModule({
    name: 'public',
    needs: ['sites', 'pages', 'media', 'fonts', 'images', 'notifications', 'publishing'],
    async build(
      { db, config, bus, storage, log },
      { sites, pages, media, fonts, images, notifications, publishing },
    ) {
      const repo = createPublicRepository(db)
      const siteData = createSiteData({ repo, fonts: fonts.fonts })
      const hostCache = createHostCache({
        resolveHost: sites.resolveHost,
        siteUrlOf: sites.siteUrlOf,
        isSuspended: sites.isOrganizationSuspended,
      })
      const caches = { pages: pageCache, siteData, hosts: hostCache }
      bus.subscribe((event) => applyCacheEvent(caches, event))
      bus.onResync(() => clearPublicCaches(caches))
      const formIsland = await buildFormIsland()
      const iconMaker = createIconMaker()
      const redirectListeners: ((redirectId: number) => void)[] = []
      const siteAt = async (host: string) => {
        const resolved = await hostCache.resolve(host.toLowerCase())
        return resolved?.match.kind === 'site' ? resolved.match.site : null
      }
      const backOfficeHost = new URL(config.APP_URL).hostname
      return {
        provides: {
          siteAt,
          resolveHost: hostCache.resolve,
          async siteOfHost(host) {
            if (isBackOfficeHost(host, backOfficeHost)) return undefined
            const site = await siteAt(host ?? '')
            return site && { organizationId: site.organizationId, siteId: site.id }
          },
          publishedPageTitle: async (siteId, url) =>
            (await repo.publishedPage(siteId, url))?.page.title ?? null,
          invalidateRedirects: siteData.invalidateRedirects,
          onRedirect: (listener) => void redirectListeners.push(listener),
          renderQueueLength: () => renderPool.queued,
        },
        siteHosts: (app) =>
          registerPublicSites(app, {
            appUrl: config.APP_URL,
            resolveHost: hostCache.resolve,
            renderer: createSiteRenderer({
              data: siteData,
              pool: renderPool,
              defaultDescription: config.DEFAULT_SITE_DESCRIPTION,
              formIslandPath: formIsland.path,
              drafts: createDraftSource({
                repo,
                loadPageTree: pages.pages.withTree,
                fonts: fonts.fonts,
              }),
            }),
            formIsland,
            redirectOf: siteData.redirect,
            onRedirect: (id) => redirectListeners.forEach((listener) => listener(id)),
            preview: { path: PREVIEW_PATH, pageOf: publishing.previewLinks.pageOf },
            cache: pageCache,
            repo,
            library: fonts.library,
            fonts: fonts.fonts,
            assets: [
              createMediaSiteFiles(media),
              createSiteIcons({
                readFile: media.readIconSource,
                storage,
                maker: iconMaker,
                log,
                themeColorOf: async ({ organizationId, themeId }) =>
                  (themeId
                    ? (await repo.themes(organizationId, [themeId]))[0]?.highlightColor
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
          }),
        routes: (app) =>
          app.register(pagePreviewRoutes, {
            preview: createPagePreview({
              data: siteData,
              repo,
              fonts: fonts.fonts,
              findPage: pages.pages.getFields,
              findSite: sites.findSite,
            }),
          }),
        close: () => Promise.all([renderPool.close(), iconMaker.close()]),
      }
    },
  })
