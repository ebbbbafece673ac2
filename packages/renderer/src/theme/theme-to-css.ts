import {
  TYPOGRAPHY_LEVELS,
  type LinkDecoration,
  type ThemeEdges,
  type ThemeSpacing,
  type ThemeStyle,
  type Typography,
  type TypographyLevel,
} from '@sitewerk/contracts'

/** Where a theme applies: the whole site, or one block that chose its own theme. */
export type ThemeScope = { kind: 'site' } | { kind: 'article' | 'section' | 'content'; id: number }

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

/** The selector of a scope: ids like `#article-12` are what the page markup carries. */
export function themeSelector(scope: ThemeScope): string {
  return scope.kind === 'site' ? ':root' : `#${scope.kind}-${scope.id}`
}

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
    `--sw-${level}-color:${typography.color ?? 'var(--sw-color-text)'}`,
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
    `--sw-link-color:${link.color ?? 'var(--sw-color-highlight)'}`,
    `--sw-link-decoration:${decoration(link.decoration)}`,
    `--sw-link-hover-color:${link.hoverColor ?? 'var(--sw-link-color)'}`,
    `--sw-link-hover-decoration:${
      link.hoverDecoration === 'default'
        ? 'var(--sw-link-decoration)'
        : decoration(link.hoverDecoration)
    }`,
    `--sw-list-unordered:${theme.lists.unordered}`,
    `--sw-list-ordered:${theme.lists.ordered}`,
  ]
}

/**
 * A theme as CSS: its custom properties on the scope's selector, then the rules that apply them
 * to body text, headings, paragraphs, links and lists inside that scope. Pure; the same theme
 * gives the same string.
 */
export function themeToCss(
  theme: ThemeStyle,
  { scope = { kind: 'site' }, fonts = {} }: ThemeToCssOptions = {},
) {
  const selector = themeSelector(scope)
  // The site theme styles <body>; a block's theme styles the block itself.
  const root = scope.kind === 'site' ? 'body' : selector
  const inner = (element: string) => (scope.kind === 'site' ? element : `${selector} ${element}`)
  const headings = HEADINGS.map(
    (h) =>
      `${inner(h)}{font-family:var(--sw-${h}-font);font-size:var(--sw-${h}-size);font-weight:var(--sw-${h}-weight);line-height:var(--sw-${h}-line-height);color:var(--sw-${h}-color)}`,
  )
  return [
    `${selector}{\n${themeVariables(theme, fonts)
      .map((declaration) => `  ${declaration};`)
      .join('\n')}\n}`,
    `${root}{font-family:var(--sw-font-copy);font-size:var(--sw-font-size);font-weight:var(--sw-font-weight);line-height:var(--sw-line-height);color:var(--sw-color-text);background:var(--sw-color-background)}`,
    ...headings,
    `${inner('p')}{text-align:var(--sw-text-align)}`,
    `${inner('a')}{color:var(--sw-link-color);text-decoration:var(--sw-link-decoration)}`,
    `${inner('a:hover')}{color:var(--sw-link-hover-color);text-decoration:var(--sw-link-hover-decoration)}`,
    `${inner('ul')}{list-style-type:var(--sw-list-unordered)}`,
    `${inner('ol')}{list-style-type:var(--sw-list-ordered)}`,
    '',
  ].join('\n')
}
