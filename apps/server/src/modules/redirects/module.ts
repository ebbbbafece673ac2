import { defineModule } from '../../lib/modules.ts'
import { pageUrlOf } from '../public/index.ts'
import { createHitCounter } from './hit-counter.ts'
import { createRedirectsRepository } from './repository.ts'
import { redirectsRoutes } from './routes.ts'
import { createRedirectsService } from './service.ts'

declare module '../../lib/modules.ts' {
  interface Ports {
    redirects: null
  }
}

/** How often the redirect visits counted in memory are written. */
const REDIRECT_HITS_FLUSH_MS = 10_000

/** A site's redirects, checked for loops, and how often visitors follow them (decision 036). */
export const redirectsModule = defineModule({
  name: 'redirects',
  needs: ['sites', 'public'],
  async build({ db, clock, log }, { sites, public: site }) {
    const repo = createRedirectsRepository(db)
    // Visits are counted in memory and written in batches.
    const hits = createHitCounter({ clock, write: repo.addHits })
    site.onRedirect(hits.hit)
    const redirects = createRedirectsService({
      repo,
      clock,
      hits,
      findSite: sites.findSite,
      publishedPageAt: site.publishedPageTitle,
      // an absolute URL on one of the site's own hosts is checked for loops like a path
      ownPathOf: async (siteId, url) => {
        const { host, pathname } = new URL(url)
        const resolved = await site.resolveHost(host.toLowerCase())
        return resolved?.match.site.id === siteId ? pageUrlOf(pathname) : null
      },
      onChanged: site.invalidateRedirects,
    })
    return {
      provides: null,
      routes: (app) => app.register(redirectsRoutes, { redirects }),
      periodic: [{ name: 'redirect hits', everyMs: REDIRECT_HITS_FLUSH_MS, run: hits.flush }],
      close: () =>
        hits
          .flush()
          .catch((err: unknown) => log.error({ err }, 'could not write the redirect hits')),
    }
  },
})
