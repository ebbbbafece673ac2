import {
  createTheme,
  defaultVariantColorsResolver,
  mergeThemeOverrides,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
  type VariantColorsResolver,
} from '@mantine/core'
import { FILLED_SHADE, type ChromeColors } from '../utils/chrome-colors'
import { theme as defaultTheme } from './theme'

/** The primary colour of an organisation's colour set; the default look keeps Mantine's indigo. */
const BRAND = 'brand'

/** Filled primary buttons take the AA text colour (black on a light highlight), not always white. */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input)
  const parsed = parseThemeColor({ color: input.color ?? BRAND, theme: input.theme })
  const isPrimaryFilled =
    input.variant === 'filled' && parsed.color === BRAND && parsed.shade === undefined
  return isPrimaryFilled ? { ...colors, color: 'var(--mantine-primary-color-contrast)' } : colors
}

export interface ChromeTheme {
  theme: MantineThemeOverride
  cssVariablesResolver?: CSSVariablesResolver
}

/**
 * The Mantine theme of the back office for an organisation's colour set (docs/decisions/005).
 * Header and navigation read `--sw-chrome-*` (backend-layout.tsx).
 */
export function createChromeTheme(colors: ChromeColors | null): ChromeTheme {
  if (!colors) return { theme: defaultTheme }
  const theme = mergeThemeOverrides(
    defaultTheme,
    createTheme({
      colors: { [BRAND]: colors.palette as unknown as MantineColorsTuple },
      primaryColor: BRAND,
      primaryShade: { light: FILLED_SHADE, dark: FILLED_SHADE },
      variantColorResolver,
    }),
  )
  const surface: Record<string, string> = colors.surface
    ? { '--sw-chrome-bg': colors.surface.background, '--sw-chrome-color': colors.surface.color }
    : {}
  const cssVariablesResolver: CSSVariablesResolver = () => ({
    variables: { '--sw-chrome-accent-border': `3px solid ${colors.filled}`, ...surface },
    light: {
      '--mantine-primary-color-contrast': colors.onFilled,
      [`--mantine-color-${BRAND}-filled-hover`]: colors.filledHover,
      [`--mantine-color-${BRAND}-light-color`]: colors.lightText,
      '--mantine-color-anchor': colors.anchor,
    },
    dark: {},
  })
  return { theme, cssVariablesResolver }
}
