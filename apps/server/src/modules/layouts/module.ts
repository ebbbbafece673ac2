import { defineModule } from '../../lib/modules.ts'
import { createLayoutsRepository, type LayoutsRepository } from './repository.ts'
import { layoutsRoutes } from './routes.ts'
import { createLayoutsService } from './service.ts'

declare module '../../lib/modules.ts' {
  interface Ports {
    layouts: Pick<LayoutsRepository, 'findById' | 'listOfSite'>
  }
}

/** A site's layouts: the blocks around every page that uses them. */
export const layoutsModule = defineModule({
  name: 'layouts',
  needs: ['sites', 'themes'],
  async build({ db, clock }, { sites, themes }) {
    const repo = createLayoutsRepository(db)
    const layouts = createLayoutsService({
      repo,
      clock,
      findSite: sites.findSite,
      assertLook: themes.assertBlockLook,
    })
    return {
      provides: { findById: repo.findById, listOfSite: repo.listOfSite },
      routes: (app) => app.register(layoutsRoutes, { layouts }),
    }
  },
})
