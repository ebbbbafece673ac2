import {
  toDbDateTime,
  type Content,
  type PageWithArticles,
  type SiteSnapshot,
} from '@sitewerk/contracts'
import type { RenderComponent, RenderForm } from '@sitewerk/renderer'
import type { FontsService } from '../fonts/service.ts'
import { buildPageThemes, themeIdsOf, type PageThemes } from './page-themes.ts'
import type { PublicRepository } from './repository.ts'

export type MediaFileRow = NonNullable<Awaited<ReturnType<PublicRepository['mediaFile']>>>
export type PublishedPage = NonNullable<Awaited<ReturnType<PublicRepository['publishedPage']>>>
type MenuPageRow = Awaited<ReturnType<PublicRepository['publishedPagesOfSite']>>[number]

/** A redirect as the public server answers it (decision 036). */
export interface PublicRedirect {
  id: number
  target: string
  status: number
}

interface SiteEntry {
  pages?: Promise<MenuPageRow[]>
  /** The site's redirects by page address. */
  redirects?: Promise<Map<string, PublicRedirect>>
  forms?: Promise<RenderForm[]>
  /** The published navigation, variables and layouts (null: the site was never published). */
  published?: Promise<SiteSnapshot | null>
  /** Per page id: the themes and colour sets it wears. */
  themes: Map<number, Promise<PageThemes>>
  /** The site's logo and share images, by file id. */
  files: Map<number, Promise<MediaFileRow | null>>
  byUrl: Map<string, Promise<PublishedPage | null>>
}

/**
 * What public pages are made of, read once per site and cached until a publish of that site (or a
 * change of what applies at once: settings, forms, themes, components) drops it: a page render
 * then costs no database round trip, even with the render cache off. Pages, navigation, variables
 * and layouts are the published versions (decision 027), so saving a draft drops nothing. Entries
 * hold promises, so concurrent first visits share one load.
 */
export function createSiteData({
  repo,
  fonts,
}: {
  repo: PublicRepository
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
          themes: new Map(),
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

  // Promises, never Drizzle builders: a builder runs its query again on every await.
  const published = (siteId: number) => (entry(siteId).published ??= repo.publishedSite(siteId))

  return {
    /** The published pages of the site (none before the site's first publish). */
    pagesOf: (siteId: number) => (entry(siteId).pages ??= repo.publishedPagesOfSite(siteId)),
    /** The forms a page of the site may show: only the site's own (a form change drops them). */
    forms: (site: { id: number; organizationId: number }) =>
      (entry(site.id).forms ??= Promise.resolve(repo.formsOfSite(site.organizationId, site.id))),
    /** The redirect away from a page address of the site, or null. */
    async redirect(siteId: number, url: string) {
      const e = entry(siteId)
      if (!e.redirects) {
        const loading = repo
          .redirectsOfSite(siteId)
          .then((rows) => new Map(rows.map(({ fromPath, ...r }) => [fromPath, r])))
        e.redirects = loading
        // A failed load must not stick.
        loading.catch(() => {
          if (e.redirects === loading) delete e.redirects
        })
      }
      return (await e.redirects).get(url) ?? null
    },
    /** Forgets the site's redirects only: pages do not show them, so they stay cached. */
    invalidateRedirects: (siteId: number) => {
      const e = sites.get(siteId)
      if (e) delete e.redirects
    },
    /** The published page at its published address, or null. */
    page: (siteId: number, url: string) =>
      memo(entry(siteId).byUrl, url, () => repo.publishedPage(siteId, url)),
    mediaFile: (site: { id: number; organizationId: number }, fileId: number) =>
      memo(entry(site.id).files, fileId, () => repo.mediaFile(site.organizationId, fileId)),
    /** The site's published navigation and variables. */
    async siteState(siteId: number) {
      const snapshot = await published(siteId)
      return { navigation: snapshot?.navigation ?? null, variables: snapshot?.variables ?? {} }
    },
    /** A layout as the site last published it; null when it was not part of that publish. */
    layout: async (siteId: number, id: number) =>
      (await published(siteId))?.layouts.find((l) => l.id === id) ?? null,
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
     * What a page wears (see PageThemes): the themes of site, layout and blocks in one query, the
     * colour sets of blocks in another, both only of the site's organisation.
     */
    themes: ({
      site,
      tree,
      layout,
    }: {
      site: { id: number; organizationId: number; themeId: number | null }
      tree: PageWithArticles
      layout: { themeId: number | null; contents: Content[] } | null
    }) =>
      memo(entry(site.id).themes, tree.id, async () => {
        const ids = {
          siteThemeId: site.themeId,
          layoutThemeId: layout?.themeId ?? null,
        }
        const { themeIds, colorsetIds } = themeIdsOf({
          ...ids,
          tree,
          layoutContents: layout?.contents ?? [],
        })
        const [themeRows, colorsetRows] = await Promise.all([
          repo.themes(site.organizationId, themeIds),
          repo.colorsets(site.organizationId, colorsetIds),
        ])
        return buildPageThemes({
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
