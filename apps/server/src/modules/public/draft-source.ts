import type { PageWithArticles } from '@sitewerk/contracts'
import type { pages } from '../../db/schema/index.ts'
import type { FontsService } from '../fonts/service.ts'
import { toLayout } from '../layouts/index.ts'
import { buildPageThemes } from './page-themes.ts'
import type { PublicRepository } from './repository.ts'
import type { DraftSource } from './site-renderer.ts'

type PageRow = typeof pages.$inferSelect

/**
 * The drafts as editors left them, read from the live tables on every call: a preview link shows
 * the latest save (page, layout, menu, navigation and variables), and nothing of it reaches the
 * site data or page cache visitors are served from. Like the editor's preview, every theme and
 * colour set of the organisation comes along.
 */
export function createDraftSource({
  repo,
  loadPageTree,
  fonts,
}: {
  repo: PublicRepository
  loadPageTree: (page: PageRow) => Promise<PageWithArticles>
  fonts: Pick<FontsService, 'forTheme'>
}): DraftSource {
  async function layoutOf(id: number) {
    const row = await repo.layout(id)
    return row ? toLayout(row, await repo.layoutContents(id)) : null
  }
  return {
    async source(site, page) {
      const [tree, pagesOfSite, layout, draft] = await Promise.all([
        loadPageTree(page),
        repo.pagesOfSite(site.id),
        page.layoutId ? layoutOf(page.layoutId) : null,
        repo.draftSite(site.id),
      ])
      return {
        page: tree,
        pages: pagesOfSite,
        layout,
        navigation: draft?.navigation ?? null,
        variables: draft?.variables ?? {},
      }
    },
    async themes({ site, layout }) {
      const [themeRows, colorsetRows] = await Promise.all([
        repo.themesOf(site.organizationId),
        repo.colorsetsOf(site.organizationId),
      ])
      return buildPageThemes({
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
