import {
  DEFAULT_THEME_STYLE,
  toDbDateTime,
  type Content,
  type PageWithArticles,
} from '@sitewerk/contracts'
import { themeToCss, type RenderComponent } from '@sitewerk/renderer'
import type { pages } from '../../db/schema/index.ts'
import type { FontsService } from '../fonts/service.ts'
import { toContent } from '../pages/mappers.ts'
import { toThemeResponse } from '../themes/mappers.ts'
import type { PublicRepository } from './repository.ts'

type PageRow = typeof pages.$inferSelect

/** A site's theme as pages wear it: its CSS (with the @font-face of its fonts) and the font files to preload. */
export interface SiteTheme {
  css: string
  preloadFonts: { href: string; type: string }[]
}

interface SiteEntry {
  pages?: ReturnType<PublicRepository['pagesOfSite']>
  theme?: Promise<SiteTheme>
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
    if (!e) sites.set(siteId, (e = { byUrl: new Map(), trees: new Map(), layouts: new Map() }))
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
    page: (siteId: number, url: string) =>
      memo(entry(siteId).byUrl, url, () => repo.page(siteId, url)),
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
     * The site's theme (spec §3 defaults when it has none, or one of another tenant), with the
     * @font-face rules of its headline and copy fonts and of every family its typography names,
     * so the page's one stylesheet carries them, and the files worth preloading.
     */
    theme: (site: { id: number; organizationId: number; themeId: number | null }) =>
      (entry(site.id).theme ??= (async () => {
        const row = site.themeId ? await repo.theme(site.themeId) : null
        const own = row && row.organizationId === site.organizationId ? row : null
        const style = own ? toThemeResponse(own) : DEFAULT_THEME_STYLE
        const used = await fonts.forTheme({
          organizationId: site.organizationId,
          headlineFontId: own?.headlineFontId ?? null,
          copyFontId: own?.copyFontId ?? null,
          fontnames: Object.values(style.typography)
            .map((t) => t.fontname)
            .filter((name) => name !== null),
        })
        return {
          css: [used.css, themeToCss(style, { fonts: used.families })].filter(Boolean).join('\n'),
          preloadFonts: used.preload,
        }
      })()),
    invalidateSite: (siteId: number) => void sites.delete(siteId),
    clear() {
      sites.clear()
      components.clear()
    },
  }
}

export type SiteData = ReturnType<typeof createSiteData>
