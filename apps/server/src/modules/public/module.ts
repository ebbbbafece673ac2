import { cacheBounds } from '../../lib/memory-budget.ts'
import { defineModule } from '../../lib/modules.ts'
import type { HostMatch } from '../sites/host-resolver.ts'
import { applyCacheEvent, clearPublicCaches } from './cache-events.ts'
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
import { siteAssets, sitePagesOptions } from './site-hosts.ts'

declare module '../../lib/modules.ts' {
  interface Ports {
    public: {
      /** The site a host serves (cached; forwards are not sites). */
      siteAt(host: string): Promise<HostMatch['site'] | null>
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
    async build(kernel, ports) {
      const { db, config, bus } = kernel
      const { sites, pages, fonts } = ports
      const repo = createPublicRepository(db)
      const siteData = createSiteData({
        repo,
        fonts: fonts.fonts,
        maxBytes: config.SITE_DATA_MAX_BYTES,
      })
      const hostCache = createHostCache({
        resolveHost: sites.resolveHost,
        siteUrlOf: sites.siteUrlOf,
        isSuspended: sites.isOrganizationSuspended,
        maxBytes: cacheBounds(config).hostBytes,
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
      const parts = { repo, siteData, hostCache, renderPool, pageCache, formIsland }
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
            ...sitePagesOptions(kernel, ports, parts),
            formIsland,
            onRedirect: (id) => redirectListeners.forEach((listener) => listener(id)),
            assets: siteAssets(kernel, ports.media, { repo, iconMaker }),
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
