import {
  DEFAULT_THEME_STYLE,
  type Content,
  type PageWithArticles,
  type ThemeStyle,
} from '@sitewerk/contracts'
import { themeToCss, type RenderPageInput } from '@sitewerk/renderer'
import type { FontLibrary } from '../fonts/library.ts'
import type { ColorsetRow, ThemeRow } from '../themes/repository.ts'
import { toThemeResponse } from '../themes/mappers.ts'

/**
 * What one page wears: the page's theme (its layout's, else its site's, else the spec §3
 * defaults) as CSS at `:root`, with the @font-face rules of every library family that theme or a
 * block's theme names, the regular file of each to preload, and the themes and colour sets its
 * blocks picked, for the renderer to scope to those blocks.
 */
export interface PageLooks {
  css: string
  preloadFonts: string[]
  themes: NonNullable<RenderPageInput['themes']>
  colorsets: NonNullable<RenderPageInput['colorsets']>
}

type ThemedBlock = { theme_id: number | null; custom_colorset_id: number | null }

/** Every block of a page and of its layout that may pick a theme or a colour set. */
function blocksOf(tree: PageWithArticles, layoutContents: Content[]): ThemedBlock[] {
  return [
    ...tree.articles.flatMap((a) => [
      a,
      ...(a.background_content ? [a.background_content] : []),
      ...a.sections.flatMap((s) => [s, ...s.contents]),
    ]),
    ...layoutContents,
  ]
}

/** The theme and colour set ids a page refers to; the page theme's first. */
export function lookIdsOf({
  siteThemeId,
  layoutThemeId,
  tree,
  layoutContents,
}: {
  siteThemeId: number | null
  layoutThemeId: number | null
  tree: PageWithArticles
  layoutContents: Content[]
}) {
  const blocks = blocksOf(tree, layoutContents)
  const present = (ids: (number | null)[]) => [
    ...new Set(ids.filter((id): id is number => id !== null)),
  ]
  return {
    themeIds: present([siteThemeId, layoutThemeId, ...blocks.map((b) => b.theme_id)]),
    colorsetIds: present(blocks.map((b) => b.custom_colorset_id)),
  }
}

/**
 * Builds a page's looks from the rows the organisation has of the ids it refers to. An id with no
 * row (another tenant's, or deleted between reads) is left out: the renderer then ignores it.
 */
export function buildPageLooks({
  siteThemeId,
  layoutThemeId,
  themeRows,
  colorsetRows,
  fonts,
}: {
  siteThemeId: number | null
  layoutThemeId: number | null
  themeRows: ThemeRow[]
  colorsetRows: ColorsetRow[]
  fonts: FontLibrary
}): PageLooks {
  const styles = new Map<number, ThemeStyle>(themeRows.map((r) => [r.id, toThemeResponse(r)]))
  // spec precedence: site theme < layout theme (< article < section < content, in the renderer).
  const pageStyle =
    (layoutThemeId !== null ? styles.get(layoutThemeId) : undefined) ??
    (siteThemeId !== null ? styles.get(siteThemeId) : undefined) ??
    DEFAULT_THEME_STYLE
  const themes = [...styles].map(([id, style]) => ({ id, style }))
  const used = [
    ...new Set(
      [pageStyle, ...themes.map((t) => t.style)]
        .flatMap((style) => Object.values(style.typography))
        .map((t) => (t.fontname ? fonts.byFamily(t.fontname) : undefined))
        .filter((f) => f !== undefined),
    ),
  ]
  return {
    css: [...used.map(fonts.fontFaceCss), themeToCss(pageStyle)].join('\n'),
    preloadFonts: used.map(fonts.regularFileUrl).filter((u) => u !== null),
    themes,
    colorsets: colorsetRows.map((r) => ({
      id: r.id,
      highlight_color: r.highlightColor,
      secondary_color: r.secondaryColor,
      text_color: r.textColor,
      background_color: r.backgroundColor,
    })),
  }
}
