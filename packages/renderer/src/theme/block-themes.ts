import type { RenderPageInput } from '../types.ts'
import { colorsetClass, colorsetToCss, themeClass, themeToCss } from './theme-to-css.ts'

/** What a block says about its look: spec §3 article, section and content fields. */
interface ThemedBlock {
  theme_id: number | null
  custom_colorset_id: number | null
}

/**
 * The themes and colour sets blocks wear on one page: the classes of each block, and afterwards
 * the CSS of those that were used, each once. Nearest wins through CSS inheritance: every scope
 * sets the same custom properties, so a block reads them from its closest themed ancestor.
 */
export function createBlockThemes({
  themes = [],
  colorsets = [],
}: Pick<RenderPageInput, 'themes' | 'colorsets'>) {
  const themesById = new Map(themes.map((t) => [t.id, t]))
  const colorsetsById = new Map(colorsets.map((c) => [c.id, c]))
  const usedThemes = new Set<number>()
  const usedColorsets = new Set<number>()

  return {
    /** ' sw-theme-{id} sw-colorset-{id}' for those the page was given, '' otherwise. */
    classesOf(block: ThemedBlock): string {
      let classes = ''
      if (block.theme_id !== null && themesById.has(block.theme_id)) {
        usedThemes.add(block.theme_id)
        classes += ` ${themeClass(block.theme_id)}`
      }
      if (block.custom_colorset_id !== null && colorsetsById.has(block.custom_colorset_id)) {
        usedColorsets.add(block.custom_colorset_id)
        classes += ` ${colorsetClass(block.custom_colorset_id)}`
      }
      return classes
    },
    /** Themes first, colour sets after: on a block with both, the colour set's colours win. */
    css(): string {
      const sorted = (ids: Set<number>) => [...ids].sort((a, b) => a - b)
      return [
        ...sorted(usedThemes).map((id) =>
          themeToCss(themesById.get(id)!.style, {
            scope: { kind: 'block', themeId: id },
            fonts: themesById.get(id)!.fonts ?? {},
          }),
        ),
        ...sorted(usedColorsets).map((id) => colorsetToCss(id, colorsetsById.get(id)!)),
      ].join('')
    },
  }
}
