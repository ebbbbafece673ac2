/** A colour as sRGB channels 0–255 (integers) and alpha 0–1. */
export interface Rgba {
  r: number
  g: number
  b: number
  a: number
}

/** A parsed colour; `toCss()` gives its one normal spelling (`#rrggbb`, or `rgba(…)` with alpha). */
export interface Color extends Rgba {
  toCss(): string
}

export interface ParseColorOptions {
  /** spec §5: where transparency is not allowed, alpha is forced to 1. Default true. */
  allowAlpha?: boolean
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const FUNCTION = /^(rgba?|hsla?)\(\s*([^()]*?)\s*\)$/i
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i
const PERCENT = /^([+-]?(?:\d+\.?\d*|\.\d+))%$/
const HUE = /^([+-]?(?:\d+\.?\d*|\.\d+))(deg|grad|rad|turn)?$/i
const HUE_UNIT_TO_DEG: Record<string, number> = { deg: 1, grad: 0.9, rad: 180 / Math.PI, turn: 360 }

const round = (n: number, digits: number) => Number(n.toFixed(digits))
const toHex = (n: number) => n.toString(16).padStart(2, '0')

function createColor({ r, g, b, a }: Rgba): Color {
  return {
    r,
    g,
    b,
    a,
    toCss: () => (a === 1 ? `#${toHex(r)}${toHex(g)}${toHex(b)}` : `rgba(${r}, ${g}, ${b}, ${a})`),
  }
}

/**
 * Parses the colour spellings of spec §5: hex of 3, 4, 6 or 8 digits, `rgb()`/`rgba()` and
 * `hsl()`/`hsla()` (comma or space separated, alpha as number or percentage). Values outside their
 * range are refused rather than clamped, since they are typos more often than intent.
 * Returns null for anything else.
 */
export function parseColor(value: string, { allowAlpha = true }: ParseColorOptions = {}) {
  const rgba = parseRgba(value.trim())
  if (!rgba) return null
  return createColor({ ...rgba, a: allowAlpha ? round(rgba.a, 3) : 1 })
}

function parseRgba(value: string): Rgba | null {
  const hex = HEX.exec(value)
  if (hex) return parseHex(hex[1]!)
  const fn = FUNCTION.exec(value)
  if (!fn) return null
  const args = splitArguments(fn[2]!)
  if (!args || args.length < 3 || args.length > 4) return null
  const alpha = args.length === 4 ? parseAlpha(args[3]!) : 1
  if (alpha === null) return null
  const channels = fn[1]!.toLowerCase().startsWith('rgb')
    ? parseRgbChannels(args.slice(0, 3))
    : parseHslChannels(args.slice(0, 3))
  return channels ? { ...channels, a: alpha } : null
}

function parseHex(digits: string): Rgba {
  const full = digits.length <= 4 ? [...digits].map((d) => d + d).join('') : digits
  const byte = (i: number) => parseInt(full.slice(i * 2, i * 2 + 2), 16)
  return { r: byte(0), g: byte(1), b: byte(2), a: full.length === 8 ? byte(3) / 255 : 1 }
}

/** `1, 2, 3, .5` (legacy) or `1 2 3 / .5` (CSS Color 4); mixing both is refused. */
function splitArguments(inner: string): string[] | null {
  if (inner.includes(',')) {
    if (inner.includes('/')) return null
    const parts = inner.split(',').map((p) => p.trim())
    return parts.every(Boolean) ? parts : null
  }
  const [channels, alpha, ...rest] = inner.split('/').map((p) => p.trim())
  if (rest.length || alpha === '') return null
  const parts = channels!.split(/\s+/).filter(Boolean)
  return alpha === undefined ? parts : parts.length === 3 ? [...parts, alpha] : null
}

function parseAlpha(text: string): number | null {
  const percent = PERCENT.exec(text)
  const alpha = percent ? Number(percent[1]) / 100 : NUMBER.test(text) ? Number(text) : NaN
  return alpha >= 0 && alpha <= 1 ? alpha : null
}

function parseRgbChannels(parts: string[]) {
  const values = parts.map((text) => {
    const percent = PERCENT.exec(text)
    const n = percent ? (Number(percent[1]) / 100) * 255 : NUMBER.test(text) ? Number(text) : NaN
    return n >= 0 && n <= 255 ? Math.round(n) : null
  })
  if (values.some((v) => v === null)) return null
  const [r, g, b] = values as number[]
  return { r: r!, g: g!, b: b! }
}

function parseHslChannels([hueText, satText, lightText]: string[]) {
  const hue = HUE.exec(hueText!)
  const sat = PERCENT.exec(satText!)
  const light = PERCENT.exec(lightText!)
  if (!hue || !sat || !light) return null
  const h =
    (((Number(hue[1]) * HUE_UNIT_TO_DEG[(hue[2] ?? 'deg').toLowerCase()]!) % 360) + 360) % 360
  const s = Number(sat[1]) / 100
  const l = Number(light[1]) / 100
  if (s < 0 || s > 1 || l < 0 || l > 1) return null
  // CSS Color 4 §7.1 hslToRgb
  const f = (n: number) => {
    const k = (n + h / 30) % 12
    return l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))
  }
  // `+ 0` turns the -0 that rounding a tiny negative gives into 0
  const channel = (n: number) => Math.round(f(n) * 255) + 0
  return { r: channel(0), g: channel(8), b: channel(4) }
}

/** WCAG 2.1 relative luminance of the colour's RGB channels (alpha is ignored). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG 2.1 contrast ratio, 1 to 21, the same whichever colour comes first. Alpha is ignored. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}
