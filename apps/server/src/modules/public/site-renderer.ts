import { createHash } from 'node:crypto'
import { toDbDateTime, type Content, type PageWithArticles } from '@sitewerk/contracts'
import { renderDocument, type RenderComponent } from '@sitewerk/renderer'
import type { pages, sites } from '../../db/schema/index.ts'
import { toContent } from '../pages/mappers.ts'
import { buildNavigation } from './navigation.ts'
import { notFoundDocument } from './not-found.ts'
import type { CachedPage } from './page-cache.ts'
import type { PublicRepository } from './repository.ts'
import type { RenderPool } from './render-pool.ts'

type SiteRow = typeof sites.$inferSelect
type PageRow = typeof pages.$inferSelect

export interface SiteRendererDeps {
  repo: PublicRepository
  pool: RenderPool
  loadPageTree: (page: PageRow) => Promise<PageWithArticles>
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
export function createSiteRenderer({
  repo,
  pool,
  loadPageTree,
  defaultDescription,
}: SiteRendererDeps) {
  async function renderPageRow(
    site: SiteRow,
    siteUrl: string,
    page: PageRow,
    status: number,
  ): Promise<CachedPage> {
    const [tree, allPages, layoutRow] = await Promise.all([
      loadPageTree(page),
      repo.pagesOfSite(site.id),
      page.layoutId ? repo.layout(page.layoutId) : null,
    ])
    const layoutContents = layoutRow ? (await repo.layoutContents(layoutRow.id)).map(toContent) : []
    const componentIds = [
      ...new Set([...contentsOf(tree), ...layoutContents].map((c) => c.component_id)),
    ]
    const components: RenderComponent[] = (await repo.components(componentIds)).map((c) => ({
      id: c.id,
      key: c.key,
      namespace: c.namespace,
      template: c.template,
      css: c.css,
      script: c.script,
      updated_at: toDbDateTime(c.updatedAt),
    }))
    const rendered = await pool.render({
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
    })
    const cssVersion = hash(rendered.css)
    const html = renderDocument({
      head: {
        title: `${page.title} | ${site.title}`,
        description: page.description || site.description || defaultDescription,
        canonicalUrl: `${siteUrl}/${page.url}`,
        shareImageUrl: `${siteUrl}/_sitewerk/share.jpg`,
        stylesheetHref: `/_sitewerk/page.css?path=${encodeURIComponent(`/${page.url}`)}&v=${cssVersion}`,
      },
      body: rendered.body,
      scripts: rendered.scripts.map((s) => s.script),
    })
    return { status, html, css: rendered.css, etag: `"${hash(html)}"`, siteId: site.id }
  }

  return {
    /** The page at `url`, else the site's own page '404' with status 404, else a neutral 404. */
    async render(site: SiteRow, siteUrl: string, url: string): Promise<CachedPage> {
      const page = await repo.page(site.id, url)
      if (page) return renderPageRow(site, siteUrl, page, 200)
      const notFound = url === '404' ? null : await repo.page(site.id, '404')
      if (notFound) return renderPageRow(site, siteUrl, notFound, 404)
      const html = notFoundDocument(site.title)
      return { status: 404, html, css: '', etag: `"${hash(html)}"`, siteId: site.id }
    },
  }
}

export type SiteRenderer = ReturnType<typeof createSiteRenderer>
