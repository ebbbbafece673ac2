import {
  DEFAULT_THEME_STYLE,
  type Content,
  type PageWithArticles,
  type ThemeStyle,
} from '@sitewerk/contracts'
import { themeToCss, type RenderPageInput } from '@sitewerk/renderer'
import type { FontsService, PageFonts } from '../fonts/service.ts'
import { toThemeResponse } from '../themes/index.ts'
import type { ColorsetRow, ThemeRow } from './repository.ts'

/**
 * What one page wears: the page's theme (its layout's, else its site's, else the spec §3
 * defaults) as CSS at `:root`, with the @font-face rules of the headline and copy fonts and of
 * every family that theme or a block's theme names, the files worth preloading, and the themes
 * and colour sets its blocks picked, for the renderer to scope to those blocks.
 */
export interface PageThemes {
  css: string
  preloadFonts: { href: string; type: string }[]
  themes: NonNullable<RenderPageInput['themes']>
  colorsets: NonNullable<RenderPageInput['colorsets']>
}

/** The default theme names no fonts: the system font, nothing to load. */
const NO_FONTS: PageFonts = { families: { headline: null, copy: null }, css: '', preload: [] }

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
export function themeIdsOf({
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
 * Builds the themes and colour sets of a page from the rows the organisation has of the ids it refers to. An id with no
 * row (another tenant's, or deleted between reads) is left out: the renderer then ignores it.
 */
export async function buildPageThemes({
  siteThemeId,
  layoutThemeId,
  organizationId,
  themeRows,
  colorsetRows,
  fonts,
}: {
  siteThemeId: number | null
  layoutThemeId: number | null
  organizationId: number
  themeRows: ThemeRow[]
  colorsetRows: ColorsetRow[]
  fonts: Pick<FontsService, 'forTheme'>
}): Promise<PageThemes> {
  const rows = new Map(themeRows.map((r) => [r.id, r]))
  // spec precedence: site theme < layout theme (< article < section < content, in the renderer).
  const pageRow =
    (layoutThemeId !== null ? rows.get(layoutThemeId) : undefined) ??
    (siteThemeId !== null ? rows.get(siteThemeId) : undefined) ??
    null
  const fontsOf = (row: ThemeRow | null, style: ThemeStyle) =>
    fonts.forTheme({
      organizationId,
      headlineFontId: row?.headlineFontId ?? null,
      copyFontId: row?.copyFontId ?? null,
      fontnames: Object.values(style.typography)
        .map((t) => t.fontname)
        .filter((name) => name !== null),
    })
  // One font lookup per theme the page wears; the page's own theme is one of them.
  const themesWithFonts = await Promise.all(
    themeRows.map(async (row) => {
      const style = toThemeResponse(row)
      return { row, style, fonts: await fontsOf(row, style) }
    }),
  )
  const page = themesWithFonts.find((theme) => theme.row === pageRow) ?? {
    style: DEFAULT_THEME_STYLE,
    fonts: NO_FONTS,
  }
  const unique = <T>(items: T[], key: (item: T) => string) => [
    ...new Map(items.map((item) => [key(item), item])).values(),
  ]
  return {
    css: [
      // A family two themes share gets its @font-face rules once.
      ...unique(
        themesWithFonts.flatMap((theme) => theme.fonts.css.split('\n')).filter(Boolean),
        (rule) => rule,
      ),
      themeToCss(page.style, { fonts: page.fonts.families }),
    ].join('\n'),
    preloadFonts: unique(
      themesWithFonts.flatMap((theme) => theme.fonts.preload),
      (p) => p.href,
    ),
    themes: themesWithFonts.map((theme) => ({
      id: theme.row.id,
      style: theme.style,
      fonts: theme.fonts.families,
    })),
    colorsets: colorsetRows.map((r) => ({
      id: r.id,
      highlight_color: r.highlightColor,
      secondary_color: r.secondaryColor,
      text_color: r.textColor,
      background_color: r.backgroundColor,
    })),
  }
}
