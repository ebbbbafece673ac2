import { ThemeSettings, type Colorset, type Theme } from '@sitewerk/contracts'
import type { ColorsetRow, ThemeRow } from './repository.ts'

export function toColorsetResponse(row: ColorsetRow): Colorset {
  return {
    id: row.id,
    title: row.title,
    highlight_color: row.highlightColor,
    secondary_color: row.secondaryColor,
    text_color: row.textColor,
    background_color: row.backgroundColor,
    organization_id: row.organizationId,
  }
}

export function toThemeResponse(row: ThemeRow): Theme {
  return {
    id: row.id,
    title: row.title,
    headline_font_id: row.headlineFontId,
    copy_font_id: row.copyFontId,
    organization_id: row.organizationId,
    spacing: row.spacing,
    edges: row.edges,
    base_colorset_id: row.baseColorsetId,
    secondary_colorset_id: row.secondaryColorsetId,
    highlightColor: row.highlightColor,
    secondaryColor: row.secondaryColor,
    backgroundColor: row.backgroundColor,
    // Parsed on the way out, so settings stored before a new field existed get its default.
    ...ThemeSettings.parse(row.settings),
  }
}
