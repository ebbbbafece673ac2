import { defineModule } from '../../lib/modules.ts'
import { createDnsVerifier } from './dns-verifier.ts'
import { createHostResolver, type HostResolver } from './host-resolver.ts'
import { createSitesRepository, type SiteRow } from './repository.ts'
import { sitesRoutes } from './routes.ts'
import { siteSettingsRoutes } from './settings-routes.ts'
import { createSiteSettingsService } from './settings-service.ts'
import { createSitesService, type SitesService } from './service.ts'

declare module '../../lib/modules.ts' {
  interface Ports {
    sites: {
      sites: SitesService
      /** The organisation's site of this id, or null: another tenant's site is none. */
      findSite(organizationId: number, id: number): Promise<SiteRow | null>
      /** Which site, or forward, a host names (uncached; the public module caches it). */
      resolveHost: HostResolver
      /** The site's address: its primary domain, else its subdomain. */
      siteUrlOf(site: SiteRow): Promise<string>
      /** Whether the organisation is suspended (decision 032). */
      isOrganizationSuspended(organizationId: number): Promise<boolean>
    }
  }
}

/** Sites, their domains and DNS checks, their settings. */
export const sitesModule = defineModule({
  name: 'sites',
  needs: ['media', 'billing', 'themes'],
  async build({ db, clock, config, bus, access }, { media, billing, themes }) {
    const repo = createSitesRepository(db)
    const onSiteChanged = (siteId: number) => bus.publish({ type: 'site-changed', siteId })
    const sites = createSitesService({
      onSiteChanged,
      assertMayAddSite: billing.entitlements.assertMayAddSite,
      hasMediaFile: media.hasFile,
      hasTheme: themes.hasTheme,
      repo,
      clock,
      verifyDns: createDnsVerifier(config.DNS_RESOLVER ? { server: config.DNS_RESOLVER } : {}),
      appUrl: config.APP_URL,
      sitesDomain: config.SITES_DOMAIN,
    })
    const resolveHost = createHostResolver({ repo, sitesDomain: config.SITES_DOMAIN })
    const settings = createSiteSettingsService({
      repo,
      clock,
      findMediaFile: media.findFile,
      onSiteChanged,
    })
    return {
      provides: {
        sites,
        findSite: (organizationId, id) => repo.findById({ organizationId, id }),
        resolveHost,
        siteUrlOf: async (site) => sites.siteUrl(site, await repo.domainsOf([site.id])),
        isOrganizationSuspended: repo.isOrganizationSuspended,
      },
      async routes(app) {
        await app.register(sitesRoutes, {
          sites,
          resolveHost,
          repo,
          mayAccess: access.mayAccess,
          isSuspended: repo.isOrganizationSuspended,
        })
        await app.register(siteSettingsRoutes, { settings })
      },
    }
  },
})
