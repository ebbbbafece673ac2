import { defineModule } from '../../lib/modules.ts'
import { createNavigationRepository } from './repository.ts'
import { navigationRoutes } from './routes.ts'
import { createNavigationService, type NavigationService } from './service.ts'

declare module '../../lib/modules.ts' {
  interface Ports {
    navigation: NavigationService
  }
}

/** A site's menu: derived from its pages until the owner arranges it (decision 018). */
export const navigationModule = defineModule({
  name: 'navigation',
  needs: ['sites'],
  async build({ db, clock }, { sites }) {
    const repo = createNavigationRepository(db)
    const navigation = createNavigationService({
      clock,
      findSite: sites.findSite,
      pagesOfSite: repo.menuPagesOf,
      publishedMenuOf: repo.publishedMenuOf,
      saveMenu: repo.saveMenu,
    })
    return {
      provides: navigation,
      routes: (app) => app.register(navigationRoutes, { navigation }),
    }
  },
})
