import {
  TYPOGRAPHY_LEVELS,
  type Colorset,
  type LinkDecoration,
  type ThemeEdges,
  type ThemeSpacing,
  type ThemeStyle,
  type Typography,
  type TypographyLevel,
} from '@sitewerk/contracts'

/**
 * Where a theme applies: the whole page (`:root`: the site's theme, or the page layout's), or
 * every block that chose theme `themeId` (the blocks carry the class `sw-theme-{themeId}`).
 */
export type ThemeScope = { kind: 'site' } | { kind: 'block'; themeId: number }

/** The colours of a colour set: a block wearing it overrides these four of the theme in effect. */
export type ColorsetColors = Pick<
  Colorset,
  'highlight_color' | 'secondary_color' | 'text_color' | 'background_color'
>

/** The families of the theme's headline and copy fonts (`headline_font_id`, `copy_font_id`). */
export interface ThemeFonts {
  headline?: string | null
  copy?: string | null
}

export interface ThemeToCssOptions {
  /** Default: the site (`:root`). */
  scope?: ThemeScope
  /** Default: none, the copy text in the system font and headings in the copy font. */
  fonts?: ThemeFonts
}

/** Vertical rhythm (`--sw-spacing`) and side padding / grid gap (`--sw-gutter`, `--sw-gap`). */
const SPACING: Record<ThemeSpacing, { spacing: string; gutter: string }> = {
  tight: { spacing: '1rem', gutter: '0.5rem' },
  normal: { spacing: '1.5rem', gutter: '1rem' },
  wide: { spacing: '3rem', gutter: '2rem' },
}

const RADIUS: Record<ThemeEdges, string> = { sharp: '0', clean: '4px', smooth: '16px' }

/** Sizes of a level whose typography leaves `size` empty. */
const DEFAULT_SIZES: Record<TypographyLevel, string> = {
  text: '1rem',
  h1: '2.5rem',
  h2: '2rem',
  h3: '1.75rem',
  h4: '1.5rem',
  h5: '1.25rem',
  h6: '1rem',
}

const HEADINGS = TYPOGRAPHY_LEVELS.filter((level) => level !== 'text')
const COPY_FALLBACK = 'system-ui, sans-serif'

/** `default` is the browser's underline; a style is an underline drawn that way. */
const decoration = (value: LinkDecoration) =>
  value === 'default' ? 'underline' : value === 'none' ? 'none' : `underline ${value}`

/** The class a block wears when it picked theme `id`. */
export const themeClass = (id: number) => `sw-theme-${id}`
/** The class a block wears when it picked colour set `id`. */
export const colorsetClass = (id: number) => `sw-colorset-${id}`

/**
 * The selector of a scope. A class per theme, not per block: a theme used by ten blocks is one
 * rule, and every scope has the same specificity, so only inheritance decides: the nearest wins.
 */
export function themeSelector(scope: ThemeScope): string {
  return scope.kind === 'site' ? ':root' : `.${themeClass(scope.themeId)}`
}

/**
 * A colour a theme may leave to the colours around it. Left open it is `initial` (the
 * guaranteed-invalid value), and the rule that reads it falls back to the colour variable at the
 * element itself. A `var()` in a custom property would be resolved where the theme is declared,
 * so a colour set on an inner block could never change headings or links.
 */
const ownColor = (color: string | null) => color ?? 'initial'

// Contracts allow only letters, digits, spaces, '-' and '_' in a font name: safe in quotes.
const quoted = (family: string | null | undefined) => (family ? `"${family}", ` : '')

/**
 * A level's variables. Its own `fontname` wins; otherwise text takes the theme's copy font and
 * h1–h6 the headline font; a heading without either falls back to the copy text's font.
 */
function typographyVariables(
  level: TypographyLevel,
  typography: Typography,
  fonts: ThemeFonts,
): string[] {
  const own = quoted(typography.fontname ?? (level === 'text' ? fonts.copy : fonts.headline))
  const size = typography.size ?? DEFAULT_SIZES[level]
  if (level === 'text')
    return [
      `--sw-font-copy:${own}${COPY_FALLBACK}`,
      `--sw-font-size:${size}`,
      `--sw-font-weight:${typography.weight}`,
      `--sw-line-height:${typography.lineHeight}`,
    ]
  return [
    `--sw-${level}-font:${own}var(--sw-font-copy)`,
    `--sw-${level}-size:${size}`,
    `--sw-${level}-weight:${typography.weight}`,
    `--sw-${level}-line-height:${typography.lineHeight}`,
    `--sw-${level}-color:${ownColor(typography.color)}`,
  ]
}

/**
 * Every custom property of a theme. All are set in every scope, so a block's theme never
 * inherits a value from the theme around it.
 */
function themeVariables(theme: ThemeStyle, fonts: ThemeFonts): string[] {
  const { link } = theme
  return [
    `--sw-color-highlight:${theme.highlightColor}`,
    `--sw-color-secondary:${theme.secondaryColor}`,
    `--sw-color-background:${theme.backgroundColor}`,
    `--sw-color-text:${theme.typography.text.color ?? '#000000'}`,
    `--sw-spacing:${SPACING[theme.spacing].spacing}`,
    `--sw-gutter:${SPACING[theme.spacing].gutter}`,
    `--sw-gap:${SPACING[theme.spacing].spacing}`,
    `--sw-radius:${RADIUS[theme.edges]}`,
    ...TYPOGRAPHY_LEVELS.flatMap((level) =>
      typographyVariables(level, theme.typography[level], fonts),
    ),
    `--sw-text-align:${theme.textAlign}`,
    `--sw-link-color:${ownColor(link.color)}`,
    `--sw-link-decoration:${decoration(link.decoration)}`,
    `--sw-link-hover-color:${ownColor(link.hoverColor)}`,
    `--sw-link-hover-decoration:${
      link.hoverDecoration === 'default'
        ? 'var(--sw-link-decoration)'
        : decoration(link.hoverDecoration)
    }`,
    `--sw-list-unordered:${theme.lists.unordered}`,
    `--sw-list-ordered:${theme.lists.ordered}`,
  ]
}

/** How body text is set: on <body> for the page, on the block itself for a block's theme. */
const COPY_RULE =
  'font-family:var(--sw-font-copy);font-size:var(--sw-font-size);font-weight:var(--sw-font-weight);line-height:var(--sw-line-height);color:var(--sw-color-text);background:var(--sw-color-background)'
const LINK_COLOR = 'var(--sw-link-color,var(--sw-color-highlight))'

/** The rules that apply the variables; they read them at each element, so they are page-wide. */
function pageRules(): string[] {
  return [
    `body{${COPY_RULE}}`,
    ...HEADINGS.map(
      (h) =>
        `${h}{font-family:var(--sw-${h}-font);font-size:var(--sw-${h}-size);font-weight:var(--sw-${h}-weight);line-height:var(--sw-${h}-line-height);color:var(--sw-${h}-color,var(--sw-color-text))}`,
    ),
    'p{text-align:var(--sw-text-align)}',
    `a{color:${LINK_COLOR};text-decoration:var(--sw-link-decoration)}`,
    `a:hover{color:var(--sw-link-hover-color,${LINK_COLOR});text-decoration:var(--sw-link-hover-decoration)}`,
    'ul{list-style-type:var(--sw-list-unordered)}',
    'ol{list-style-type:var(--sw-list-ordered)}',
  ]
}

/**
 * A theme as CSS: its custom properties on the scope's selector, then the rules that apply them.
 * The page scope brings the rules for body text, headings, paragraphs, links and lists; those
 * read the variables at each element, so inside a block they already use the block's theme, and a
 * block scope only adds its variables and sets its own text and background. Pure; the same theme
 * gives the same string.
 */
export function themeToCss(
  theme: ThemeStyle,
  { scope = { kind: 'site' }, fonts = {} }: ThemeToCssOptions = {},
) {
  const selector = themeSelector(scope)
  return [
    `${selector}{\n${themeVariables(theme, fonts)
      .map((declaration) => `  ${declaration};`)
      .join('\n')}\n}`,
    ...(scope.kind === 'site' ? pageRules() : [`${selector}{${COPY_RULE}}`]),
    '',
  ].join('\n')
}

/**
 * A colour set as CSS for the blocks that wear it: the four colour variables, and the block's own
 * text and background. Emitted after every theme, so on a block with both the colour set wins.
 */
export function colorsetToCss(id: number, colors: ColorsetColors) {
  return (
    `.${colorsetClass(id)}{--sw-color-highlight:${colors.highlight_color};` +
    `--sw-color-secondary:${colors.secondary_color};--sw-color-text:${colors.text_color};` +
    `--sw-color-background:${colors.background_color};` +
    'color:var(--sw-color-text);background:var(--sw-color-background)}\n'
  )
}
