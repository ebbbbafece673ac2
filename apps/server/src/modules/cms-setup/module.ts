import { inTransaction } from '../../db/transaction.ts'
import { defineModule } from '../../lib/modules.ts'
import { servicesOver } from '../../seed/services-over.ts'
import { cmsSetupRoutes } from './routes.ts'
import { createCmsSetupService } from './service.ts'

declare module '../../lib/modules.ts' {
  interface Ports {
    'cms-setup': null
  }
}

/** The wizard that fills a new site with pages from templates and publishes it. */
export const cmsSetupModule = defineModule({
  name: 'cms-setup',
  needs: ['pages', 'navigation', 'publishing'],
  async build({ db, config }, { pages, navigation, publishing }) {
    const setup = createCmsSetupService({
      transaction: (work) =>
        inTransaction(db, (tx) =>
          work(servicesOver(tx, { appUrl: config.APP_URL, sitesDomain: config.SITES_DOMAIN })),
        ),
      pagesOfSite: pages.pages.listOfSite,
      leaveOutOfMenu: navigation.leaveOut,
      publishSite: (ctx, siteId) =>
        publishing.publishing.publishSite(ctx, siteId, { note: ctx.t('publishing.setup_note') }),
    })
    return { provides: null, routes: (app) => app.register(cmsSetupRoutes, { setup }) }
  },
})
