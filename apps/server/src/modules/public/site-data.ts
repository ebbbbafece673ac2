import { toDbDateTime, type Content, type PageWithArticles } from '@sitewerk/contracts'
import type { RenderComponent, RenderForm } from '@sitewerk/renderer'
import type { pages } from '../../db/schema/index.ts'
import type { FontsService } from '../fonts/service.ts'
import { toContent } from '../pages/mappers.ts'
import { buildPageLooks, lookIdsOf, type PageLooks } from './page-looks.ts'
import type { PublicRepository } from './repository.ts'

type PageRow = typeof pages.$inferSelect
export type MediaFileRow = NonNullable<Awaited<ReturnType<PublicRepository['mediaFile']>>>

interface SiteEntry {
  pages?: ReturnType<PublicRepository['pagesOfSite']>
  forms?: Promise<RenderForm[]>
  /** Per page id: the themes and colour sets it wears. */
  looks: Map<number, Promise<PageLooks>>
  /** The site's logo and share images, by file id. */
  files: Map<number, Promise<MediaFileRow | null>>
  byUrl: Map<string, Promise<PageRow | null>>
  trees: Map<number, Promise<PageWithArticles>>
  layouts: Map<
    number,
    Promise<{
      row: NonNullable<Awaited<ReturnType<PublicRepository['layout']>>>
      contents: Content[]
    } | null>
  >
}

/**
 * What public pages are made of, read once per site and kept until an edit of that site (or of a
 * component) drops it: a page render then costs no database round trip, even with the render
 * cache off. Entries hold promises, so concurrent first visits share one load.
 */
export function createSiteData({
  repo,
  loadPageTree,
  fonts,
}: {
  repo: PublicRepository
  loadPageTree: (page: PageRow) => Promise<PageWithArticles>
  fonts: Pick<FontsService, 'forTheme'>
}) {
  const sites = new Map<number, SiteEntry>()
  const components = new Map<number, RenderComponent>()

  const entry = (siteId: number) => {
    let e = sites.get(siteId)
    if (!e)
      sites.set(
        siteId,
        (e = {
          byUrl: new Map(),
          trees: new Map(),
          layouts: new Map(),
          looks: new Map(),
          files: new Map(),
        }),
      )
    return e
  }
  const memo = <K, V>(map: Map<K, Promise<V>>, key: K, load: () => Promise<V>) => {
    let value = map.get(key)
    if (!value) {
      map.set(key, (value = load()))
      // A failed load must not stick.
      value.catch(() => map.delete(key))
    }
    return value
  }

  return {
    pagesOf: (siteId: number) => (entry(siteId).pages ??= repo.pagesOfSite(siteId)),
    /** The forms a page of the site may show: only the site's own (a form change drops them). */
    forms: (site: { id: number; organizationId: number }) =>
      (entry(site.id).forms ??= repo.formsOfSite(site.organizationId, site.id)),
    page: (siteId: number, url: string) =>
      memo(entry(siteId).byUrl, url, () => repo.page(siteId, url)),
    mediaFile: (site: { id: number; organizationId: number }, fileId: number) =>
      memo(entry(site.id).files, fileId, () => repo.mediaFile(site.organizationId, fileId)),
    tree: (page: PageRow) => memo(entry(page.siteId).trees, page.id, () => loadPageTree(page)),
    layout: (siteId: number, id: number) =>
      memo(entry(siteId).layouts, id, async () => {
        const row = await repo.layout(id)
        return row ? { row, contents: (await repo.layoutContents(id)).map(toContent) } : null
      }),
    async components(ids: number[]): Promise<RenderComponent[]> {
      const missing = ids.filter((id) => !components.has(id))
      for (const c of await repo.components(missing)) {
        components.set(c.id, {
          id: c.id,
          key: c.key,
          namespace: c.namespace,
          template: c.template,
          css: c.css,
          script: c.script,
          updated_at: toDbDateTime(c.updatedAt),
        })
      }
      return ids.map((id) => components.get(id)).filter((c): c is RenderComponent => Boolean(c))
    },
    /**
     * What a page wears (see PageLooks): the themes of site, layout and blocks in one query, the
     * colour sets of blocks in another, both only of the site's organisation.
     */
    looks: ({
      site,
      page,
      tree,
      layout,
    }: {
      site: { id: number; organizationId: number; themeId: number | null }
      page: PageRow
      tree: PageWithArticles
      layout: { themeId: number | null; contents: Content[] } | null
    }) =>
      memo(entry(site.id).looks, page.id, async () => {
        const ids = {
          siteThemeId: site.themeId,
          layoutThemeId: layout?.themeId ?? null,
        }
        const { themeIds, colorsetIds } = lookIdsOf({
          ...ids,
          tree,
          layoutContents: layout?.contents ?? [],
        })
        const [themeRows, colorsetRows] = await Promise.all([
          repo.themes(site.organizationId, themeIds),
          repo.colorsets(site.organizationId, colorsetIds),
        ])
        return buildPageLooks({
          ...ids,
          organizationId: site.organizationId,
          themeRows,
          colorsetRows,
          fonts,
        })
      }),
    invalidateSite: (siteId: number) => void sites.delete(siteId),
    clear() {
      sites.clear()
      components.clear()
    },
  }
}

export type SiteData = ReturnType<typeof createSiteData>
