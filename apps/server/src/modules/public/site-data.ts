import { toDbDateTime, type Content, type PageWithArticles } from '@sitewerk/contracts'
import type { RenderComponent, RenderForm } from '@sitewerk/renderer'
import { createLoadingCache, jsonHeapSize } from '../../lib/loading-cache.ts'
import type { FontsService } from '../fonts/service.ts'
import { buildPageThemes, themeIdsOf } from './page-themes.ts'
import type { PublicRepository } from './repository.ts'

export type MediaFileRow = NonNullable<Awaited<ReturnType<PublicRepository['mediaFile']>>>
export type PublishedPage = NonNullable<Awaited<ReturnType<PublicRepository['publishedPage']>>>

/** A redirect as the public server answers it (decision 036). */
export interface PublicRedirect {
  id: number
  target: string
  status: number
}

/** A component as renders take it: its sources at two bytes a character (one beyond Latin-1 makes a text take two). */
const componentSize = (c: RenderComponent) =>
  2 * (c.template.length + c.css.length + c.script.length) + 200

/** A redirect's address and target, and a Map's slot for it. */
const redirectsSize = (redirects: Map<string, PublicRedirect>) => {
  let size = 200
  for (const [from, { target }] of redirects) size += 2 * (from.length + target.length) + 100
  return size
}

/**
 * What public pages are made of, read once per site and kept until a publish of that site (or a
 * change of what applies at once: settings, forms, themes, components) drops it: a page render
 * then costs no database round trip, even with the render cache off. Pages, navigation, variables
 * and layouts are the published versions (decision 027), so saving a draft drops nothing. Entries
 * hold promises, so concurrent first visits share one load. Every site's entries share one bound,
 * `maxBytes` of estimated heap, the least recently used dropped first (decision 064): a dropped
 * entry is read again when next asked for, never answered from what a publish replaced.
 */
export function createSiteData({
  repo,
  fonts,
  maxBytes,
}: {
  repo: PublicRepository
  fonts: Pick<FontsService, 'forTheme'>
  /** SITE_DATA_MAX_BYTES. */
  maxBytes: number
}) {
  // A site's keys start with its id and a space, a component's with "component ".
  const cache = createLoadingCache<unknown>({
    maxSize: maxBytes,
    sizeOf: jsonHeapSize,
    groupOf: (key) => key.slice(0, key.indexOf(' ')),
  })
  /** Moves on with every `clear`: components read before one are not kept. */
  let epoch = 0
  const keyOf = (siteId: number, kind: string, key: string | number = '') =>
    `${siteId} ${kind} ${key}`
  const memo = <V>(key: string, load: () => Promise<V>, size?: (value: V) => number) =>
    cache.load(key, load, size as ((value: unknown) => number) | undefined) as Promise<V>
  const componentKey = (id: number) => `component ${id}`

  // Promises, never Drizzle builders: a builder runs its query again on every await.
  const published = (siteId: number) =>
    memo(keyOf(siteId, 'published'), () => repo.publishedSite(siteId))
  const redirects = (siteId: number) =>
    memo(
      keyOf(siteId, 'redirects'),
      async () =>
        new Map((await repo.redirectsOfSite(siteId)).map(({ fromPath, ...r }) => [fromPath, r])),
      redirectsSize,
    )

  return {
    /** The published pages of the site (none before the site's first publish). */
    pagesOf: (siteId: number) =>
      memo(keyOf(siteId, 'pages'), () => repo.publishedPagesOfSite(siteId)),
    /** The forms a page of the site may show: only the site's own (a form change drops them). */
    forms: (site: { id: number; organizationId: number }): Promise<RenderForm[]> =>
      memo(keyOf(site.id, 'forms'), () =>
        Promise.resolve(repo.formsOfSite(site.organizationId, site.id)),
      ),
    /** The redirect away from a page address of the site, or null. */
    redirect: async (siteId: number, url: string) => (await redirects(siteId)).get(url) ?? null,
    /** Forgets the site's redirects only: pages do not show them, so they stay cached. */
    invalidateRedirects: (siteId: number) => cache.delete(keyOf(siteId, 'redirects')),
    /** The published page at its published address, or null. */
    page: (siteId: number, url: string) =>
      memo(keyOf(siteId, 'page', url), () => repo.publishedPage(siteId, url)),
    mediaFile: (site: { id: number; organizationId: number }, fileId: number) =>
      memo(keyOf(site.id, 'file', fileId), () => repo.mediaFile(site.organizationId, fileId)),
    /** The site's published navigation and variables. */
    async siteState(siteId: number) {
      const snapshot = await published(siteId)
      return { navigation: snapshot?.navigation ?? null, variables: snapshot?.variables ?? {} }
    },
    /** A layout as the site last published it; null when it was not part of that publish. */
    layout: async (siteId: number, id: number) =>
      (await published(siteId))?.layouts.find((l) => l.id === id) ?? null,
    /** The components of these ids, as renders take them; the missing ones in one query. */
    async components(ids: number[]): Promise<RenderComponent[]> {
      const kept = ids.map(
        (id) => cache.get(componentKey(id)) as Promise<RenderComponent> | undefined,
      )
      const missing = ids.filter((_, i) => !kept[i])
      const since = epoch
      const loaded = new Map<number, RenderComponent>()
      for (const c of missing.length ? await repo.components(missing) : []) {
        loaded.set(c.id, {
          id: c.id,
          key: c.key,
          namespace: c.namespace,
          template: c.template,
          css: c.css,
          script: c.script,
          updated_at: toDbDateTime(c.updatedAt),
        })
      }
      // Read before a component changed (`clear`): used by this render, not kept.
      if (since === epoch)
        for (const c of loaded.values()) cache.set(componentKey(c.id), c, componentSize(c))
      const found = await Promise.all(kept)
      return ids
        .map((id, i) => found[i] ?? loaded.get(id))
        .filter((c): c is RenderComponent => Boolean(c))
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
      memo(keyOf(site.id, 'themes', tree.id), async () => {
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
    invalidateSite: (siteId: number) => cache.deleteGroup(String(siteId)),
    clear() {
      epoch++
      cache.clear()
    },
    /** The estimated bytes kept, never more than `maxBytes`, and how many entries. */
    get size() {
      return { bytes: cache.size, entries: cache.count }
    },
  }
}

export type SiteData = ReturnType<typeof createSiteData>
