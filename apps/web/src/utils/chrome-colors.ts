import { contrastRatio, parseColor, type Colorset, type Rgba } from '@sitewerk/contracts'

/** WCAG 2.1 AA for normal text. */
export const AA_CONTRAST = 4.5

/** The shade of the ten that is the highlight colour itself (buttons, logo). */
export const FILLED_SHADE = 6

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 }
const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 }
/** Mantine's gray 7, the back office's dimmed text (styles.css): it must stay readable too. */
const DIMMED: Rgba = { r: 0x49, g: 0x50, b: 0x57, a: 1 }

/** How far each shade is mixed towards white (0–5) or black (7–9); shade 6 is the colour. */
const MIX = [0.92, 0.84, 0.7, 0.54, 0.36, 0.18, 0, 0.18, 0.36, 0.52] as const

const toHex = ({ r, g, b }: Rgba) =>
  `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`

function mix(color: Rgba, towards: Rgba, amount: number): Rgba {
  const channel = (from: number, to: number) => Math.round(from + (to - from) * amount)
  return {
    r: channel(color.r, towards.r),
    g: channel(color.g, towards.g),
    b: channel(color.b, towards.b),
    a: 1,
  }
}

/** Ten shades, light to dark, with the colour itself at FILLED_SHADE (Mantine's palette shape). */
export function createPalette(color: Rgba): string[] {
  return MIX.map((amount, index) => toHex(mix(color, index < FILLED_SHADE ? WHITE : BLACK, amount)))
}

/** spec: text on the highlight colour is white while that reaches AA, else black. */
export function contrastTextOn(color: Rgba): '#ffffff' | '#000000' {
  return contrastRatio(WHITE, color) >= AA_CONTRAST ? '#ffffff' : '#000000'
}

/** The first shade from `from` on (darker) that reaches AA on `background`; black if none does. */
export function readableShade(palette: string[], background: string, from = FILLED_SHADE) {
  const bg = parseColor(background)!
  return (
    palette.slice(from).find((shade) => contrastRatio(parseColor(shade)!, bg) >= AA_CONTRAST) ??
    '#000000'
  )
}

export interface ChromeColors {
  /** Ten shades of the highlight colour. */
  palette: string[]
  /** The highlight colour, what filled buttons wear. */
  filled: string
  /** Text on `filled`. */
  onFilled: string
  /** Hover of filled buttons: darker under white text, lighter under black, so text stays AA. */
  filledHover: string
  /** Links and other primary text on white. */
  anchor: string
  /** Text of light variants (the marked navigation entry) on shade 1. */
  lightText: string
  /** Header and navigation: the set's background and text, or null to keep the default. */
  surface: { background: string; color: string } | null
}

/** The set's background and text colours, if text and the dimmed text both read AA on it. */
function surfaceOf(colorset: Colorset) {
  const background = parseColor(colorset.background_color)
  const text = parseColor(colorset.text_color)
  if (!background || !text) return null
  const readable =
    contrastRatio(text, background) >= AA_CONTRAST &&
    contrastRatio(DIMMED, background) >= AA_CONTRAST
  return readable ? { background: background.toCss(), color: text.toCss() } : null
}

/** What the back office wears for a colour set (docs/decisions/005); null: the default look. */
export function chromeColorsOf(colorset: Colorset | null): ChromeColors | null {
  const highlight = colorset ? parseColor(colorset.highlight_color, { allowAlpha: false }) : null
  if (!colorset || !highlight) return null
  const palette = createPalette(highlight)
  const onFilled = contrastTextOn(highlight)
  return {
    palette,
    filled: palette[FILLED_SHADE]!,
    onFilled,
    filledHover: palette[onFilled === '#ffffff' ? FILLED_SHADE + 1 : FILLED_SHADE - 1]!,
    anchor: readableShade(palette, '#ffffff'),
    lightText: readableShade(palette, palette[1]!),
    surface: surfaceOf(colorset),
  }
}
