import { createHash } from 'node:crypto'
import type { Content, PageWithArticles } from '@sitewerk/contracts'
import { renderDocument } from '@sitewerk/renderer'
import type { pages, sites } from '../../db/schema/index.ts'
import { buildNavigation } from './navigation.ts'
import { notFoundDocument } from './not-found.ts'
import type { CachedPage } from './page-cache.ts'
import type { SiteData } from './site-data.ts'
import type { RenderPool } from './render-pool.ts'

type SiteRow = typeof sites.$inferSelect
type PageRow = typeof pages.$inferSelect

export interface SiteRendererDeps {
  data: SiteData
  pool: RenderPool
  /** Text for pages and sites without a description (spec §1: from public configuration). */
  defaultDescription: string
}

const hash = (value: string) => createHash('sha1').update(value).digest('base64url').slice(0, 16)

function contentsOf(page: PageWithArticles): Content[] {
  return page.articles.flatMap((a) => [
    ...(a.background_content ? [a.background_content] : []),
    ...a.sections.flatMap((s) => s.contents),
  ])
}

/** Turns (site, page URL) into the full public document, drawn by the same renderer as the editor. */
export function createSiteRenderer({ data, pool, defaultDescription }: SiteRendererDeps) {
  async function renderPageRow(
    site: SiteRow,
    siteUrl: string,
    page: PageRow,
    status: number,
  ): Promise<CachedPage> {
    const [tree, allPages, layout] = await Promise.all([
      data.tree(page),
      data.pagesOf(site.id),
      page.layoutId ? data.layout(site.id, page.layoutId) : null,
    ])
    const layoutRow = layout?.row ?? null
    const layoutContents = layout?.contents ?? []
    const componentIds = [
      ...new Set([...contentsOf(tree), ...layoutContents].map((c) => c.component_id)),
    ]
    const [components, looks] = await Promise.all([
      data.components(componentIds),
      data.looks({
        site,
        page,
        tree,
        layout: layoutRow ? { themeId: layoutRow.themeId, contents: layoutContents } : null,
      }),
    ])
    const rendered = await pool.render(
      {
        site: { title: site.title, description: site.description, variables: site.variables },
        page: tree,
        layout: layoutRow
          ? {
              id: layoutRow.id,
              contents: layoutContents,
              css: layoutRow.css,
              maxWidth: layoutRow.maxWidth,
            }
          : null,
        components,
        navigation: buildNavigation(allPages, page.url),
        themes: looks.themes,
        colorsets: looks.colorsets,
      },
      { siteId: site.id },
    )
    const css = `${looks.css}\n${rendered.css}`
    const cssVersion = hash(css)
    const html = renderDocument({
      head: {
        title: `${page.title} | ${site.title}`,
        description: page.description || site.description || defaultDescription,
        canonicalUrl: `${siteUrl}/${page.url}`,
        shareImageUrl: `${siteUrl}/_sitewerk/share.jpg`,
        preloadFonts: looks.preloadFonts,
        stylesheetHref: `/_sitewerk/page.css?path=${encodeURIComponent(`/${page.url}`)}&v=${cssVersion}`,
      },
      body: rendered.body,
      scripts: rendered.scripts.map((s) => s.script),
    })
    return { status, html, css, etag: `"${hash(html)}"`, siteId: site.id }
  }

  return {
    /** The page at `url`, else the site's own page '404' with status 404, else a neutral 404. */
    async render(site: SiteRow, siteUrl: string, url: string): Promise<CachedPage> {
      const page = await data.page(site.id, url)
      if (page) return renderPageRow(site, siteUrl, page, 200)
      const notFound = url === '404' ? null : await data.page(site.id, '404')
      if (notFound) return renderPageRow(site, siteUrl, notFound, 404)
      const html = notFoundDocument(site.title)
      return { status: 404, html, css: '', etag: `"${hash(html)}"`, siteId: site.id }
    },
  }
}

export type SiteRenderer = ReturnType<typeof createSiteRenderer>
