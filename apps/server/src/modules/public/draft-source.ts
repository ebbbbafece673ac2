import type { PageWithArticles } from '@sitewerk/contracts'
import type { pages } from '../../db/schema/index.ts'
import type { FontsService } from '../fonts/service.ts'
import { toContent } from '../pages/mappers.ts'
import { buildPageLooks } from './page-looks.ts'
import type { PublicRepository } from './repository.ts'
import type { SiteData } from './site-data.ts'

type PageRow = typeof pages.$inferSelect

/** Where a render takes a page's tree, the site's pages, its layout and looks from. */
export type PageSource = Pick<SiteData, 'tree' | 'pagesOf' | 'layout' | 'looks'>

/**
 * The drafts as editors left them, read from the live tables on every call: a preview link shows
 * the latest save, and nothing of it reaches the site data or page cache visitors are served
 * from. Like the editor's preview, every theme and colour set of the organisation comes along.
 */
export function createDraftSource({
  repo,
  loadPageTree,
  fonts,
}: {
  repo: PublicRepository
  loadPageTree: (page: PageRow) => Promise<PageWithArticles>
  fonts: Pick<FontsService, 'forTheme'>
}): PageSource {
  return {
    tree: loadPageTree,
    pagesOf: (siteId) => repo.pagesOfSite(siteId),
    async layout(_siteId, id) {
      const row = await repo.layout(id)
      return row ? { row, contents: (await repo.layoutContents(id)).map(toContent) } : null
    },
    async looks({ site, layout }) {
      const [themeRows, colorsetRows] = await Promise.all([
        repo.themesOf(site.organizationId),
        repo.colorsetsOf(site.organizationId),
      ])
      return buildPageLooks({
        siteThemeId: site.themeId,
        layoutThemeId: layout?.themeId ?? null,
        organizationId: site.organizationId,
        themeRows,
        colorsetRows,
        fonts,
      })
    },
  }
}
