import { defineModule } from '../../lib/modules.ts'
import { createBlockService, type BlockService } from './block-service.ts'
import { createPageService, type PageService } from './page-service.ts'
import { createPagesRepository } from './repository.ts'
import { reusableRoutes } from './reusable-routes.ts'
import { createReusableService } from './reusable-service.ts'
import { pagesRoutes } from './routes.ts'

declare module '../../lib/modules.ts' {
  interface Ports {
    pages: { pages: PageService; blocks: BlockService }
  }
}

/** Pages, articles, sections and content blocks; reusable sections; undo of deletions. */
export const pagesModule = defineModule({
  name: 'pages',
  needs: ['sites', 'layouts', 'navigation', 'components', 'themes', 'media'],
  async build({ db, clock, bus }, { sites, layouts, navigation, components, themes, media }) {
    const repo = createPagesRepository(db)
    const pages = createPageService({
      repo,
      clock,
      findSite: sites.findSite,
      findLayout: layouts.findById,
      onPageDeleted: (siteId) => bus.publish({ type: 'site-changed', siteId }),
      hasMediaFile: media.hasFile,
      placeInMenu: navigation.placeNewPage,
      layoutsOfSite: layouts.listOfSite,
    })
    const blocks = createBlockService({
      repo,
      clock,
      findComponent: components.findVisible,
      findLayout: layouts.findById,
      assertLook: themes.assertBlockLook,
      hasMediaFile: media.hasFile,
    })
    const reusable = createReusableService({ repo, clock, findSite: sites.findSite })
    return {
      provides: { pages, blocks },
      async routes(app) {
        await app.register(pagesRoutes, { pages, blocks })
        await app.register(reusableRoutes, { reusable })
      },
      // Deleted block ids past the editor's undo window (decision 052).
      periodic: [
        {
          name: 'deleted blocks past undo',
          everyMs: 60 * 60 * 1000,
          run: (now) => blocks.purgeDeletedBlocks(now),
        },
      ],
    }
  },
})
