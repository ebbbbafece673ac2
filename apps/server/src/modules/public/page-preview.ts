import type { Page, PagePreviewData } from '@sitewerk/contracts'
import { NotFoundError } from '../../lib/errors.ts'
import { requireOrganization, type RequestContext } from '../../lib/request-context.ts'
import type { FontsService } from '../fonts/service.ts'
import type { sites } from '../../db/schema/index.ts'
import { siteProfile } from './site-profile.ts'
import { buildNavigation } from '../navigation/index.ts'
import { toContent } from '../pages/index.ts'
import { buildPageThemes } from './page-themes.ts'
import type { PublicRepository } from './repository.ts'
import type { SiteData } from './site-data.ts'

type SiteRow = typeof sites.$inferSelect

export interface PagePreviewDeps {
  data: SiteData
  repo: Pick<
    PublicRepository,
    'themesOf' | 'colorsetsOf' | 'pagesOfSite' | 'layout' | 'layoutContents'
  >
  fonts: Pick<FontsService, 'forTheme'>
  /** The page of the caller's organisation (404 otherwise), as GET page/{id} checks it. */
  findPage: (ctx: RequestContext, id: number) => Promise<Page>
  findSite: (organizationId: number, siteId: number) => Promise<SiteRow | null>
}

/**
 * What the editor's preview needs besides the page tree it holds: the site, layout, navigation and
 * themes the public page is rendered with (the same as `site-renderer.ts`). Editors preview what
 * they work on, so pages, layout, navigation and variables are the draft's, read live (decision
 * 027). Every theme and colour set of the organisation comes along, so a block shows a theme or colour
 * set picked a moment ago.
 */
export function createPagePreview({ data, repo, fonts, findPage, findSite }: PagePreviewDeps) {
  async function draftLayout(id: number) {
    const [row, contents] = await Promise.all([repo.layout(id), repo.layoutContents(id)])
    return row ? { row, contents: contents.map(toContent) } : null
  }

  return {
    async get(ctx: RequestContext, id: number): Promise<PagePreviewData> {
      const page = await findPage(ctx, id)
      const organizationId = requireOrganization(ctx).id
      const site = await findSite(organizationId, page.site_id)
      if (!site) throw new NotFoundError()
      const [allPages, layout, themeRows, colorsetRows, forms] = await Promise.all([
        repo.pagesOfSite(site.id),
        page.layout_id ? draftLayout(page.layout_id) : null,
        repo.themesOf(organizationId),
        repo.colorsetsOf(organizationId),
        data.forms(site),
      ])
      const pageThemes = await buildPageThemes({
        siteThemeId: site.themeId,
        layoutThemeId: layout?.row.themeId ?? null,
        organizationId,
        themeRows,
        colorsetRows,
        fonts,
      })
      return {
        // The logo's address is relative, so it loads from the back office like the page's images.
        site: (await siteProfile(data, site, '')).render,
        layout: layout
          ? {
              id: layout.row.id,
              contents: layout.contents,
              css: layout.row.css,
              maxWidth: layout.row.maxWidth,
            }
          : null,
        navigation: buildNavigation({
          stored: site.navigation,
          pages: allPages,
          currentUrl: page.url,
        }),
        css: pageThemes.css,
        themes: pageThemes.themes.map((theme) => ({
          id: theme.id,
          style: theme.style,
          fonts: { headline: theme.fonts?.headline ?? null, copy: theme.fonts?.copy ?? null },
        })),
        colorsets: [...pageThemes.colorsets],
        forms,
      }
    },
  }
}

export type PagePreview = ReturnType<typeof createPagePreview>
