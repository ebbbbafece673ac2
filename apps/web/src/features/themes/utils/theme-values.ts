import {
  CssSize,
  DEFAULT_FONT_WEIGHT,
  DEFAULT_LINE_HEIGHT,
  DEFAULT_THEME_STYLE,
  FontName,
  FontWeight,
  LineHeight,
  parseColor,
  TYPOGRAPHY_LEVELS,
  type Theme,
  type ThemeStyle,
  type Typography,
} from '@sitewerk/contracts'

/** What the theme editor edits: the look plus title, colour sets and fonts. */
export type ThemeFormValues = ThemeStyle & {
  title: string
  base_colorset_id: number | null
  secondary_colorset_id: number | null
  headline_font_id: number | null
  copy_font_id: number | null
}

/** A new theme: the spec §3 defaults. */
export function initialThemeValues(theme?: Theme): ThemeFormValues {
  const source = theme ?? { ...DEFAULT_THEME_STYLE, title: '' }
  return {
    title: source.title,
    base_colorset_id: theme?.base_colorset_id ?? null,
    secondary_colorset_id: theme?.secondary_colorset_id ?? null,
    headline_font_id: theme?.headline_font_id ?? null,
    copy_font_id: theme?.copy_font_id ?? null,
    spacing: source.spacing,
    edges: source.edges,
    highlightColor: source.highlightColor,
    secondaryColor: source.secondaryColor,
    backgroundColor: source.backgroundColor,
    typography: structuredClone(source.typography),
    textAlign: source.textAlign,
    link: { ...source.link },
    lists: { ...source.lists },
  }
}

/** The request body of the editor's values (POST or PATCH themes): every field it edits. */
export function themeBody(values: ThemeFormValues) {
  return {
    title: values.title,
    spacing: values.spacing,
    edges: values.edges,
    base_colorset_id: values.base_colorset_id,
    secondary_colorset_id: values.secondary_colorset_id,
    headline_font_id: values.headline_font_id,
    copy_font_id: values.copy_font_id,
    highlightColor: values.highlightColor,
    secondaryColor: values.secondaryColor,
    backgroundColor: values.backgroundColor,
    typography: values.typography,
    textAlign: values.textAlign,
    link: values.link,
    lists: values.lists,
  }
}

const color = (value: string | null, fallback: string) =>
  (value === null ? null : parseColor(value)?.toCss()) ?? fallback
const nullableColor = (value: string | null) =>
  value === null ? null : (parseColor(value)?.toCss() ?? null)

function safeTypography(typography: Typography): Typography {
  return {
    size: CssSize.safeParse(typography.size).data ?? null,
    weight: FontWeight.safeParse(typography.weight).data ?? DEFAULT_FONT_WEIGHT,
    lineHeight: LineHeight.safeParse(typography.lineHeight).data ?? DEFAULT_LINE_HEIGHT,
    color: nullableColor(typography.color),
    fontname: FontName.safeParse(typography.fontname).data ?? null,
  }
}

/**
 * The look of half-typed values for the live preview: whatever does not parse yet falls back
 * to its default, so nothing the person types reaches the stylesheet unchecked.
 */
export function previewStyle(values: ThemeFormValues): ThemeStyle {
  const defaults = DEFAULT_THEME_STYLE
  return {
    spacing: values.spacing,
    edges: values.edges,
    highlightColor: color(values.highlightColor, defaults.highlightColor),
    secondaryColor: color(values.secondaryColor, defaults.secondaryColor),
    backgroundColor: color(values.backgroundColor, defaults.backgroundColor),
    typography: Object.fromEntries(
      TYPOGRAPHY_LEVELS.map((level) => [level, safeTypography(values.typography[level])]),
    ) as ThemeStyle['typography'],
    textAlign: values.textAlign,
    link: {
      color: nullableColor(values.link.color),
      decoration: values.link.decoration,
      hoverColor: nullableColor(values.link.hoverColor),
      hoverDecoration: values.link.hoverDecoration,
    },
    lists: values.lists,
  }
}
