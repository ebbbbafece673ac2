import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { ICONS, type IconData } from '@sitewerk/contracts'

const require = createRequire(import.meta.url)

/** The parts of an IconifyJSON file read here. */
interface IconifyJson {
  prefix: string
  width?: number
  height?: number
  icons: Record<string, { body: string; width?: number; height?: number; hidden?: boolean }>
  aliases?: Record<string, { parent: string }>
}

/** The icon set's file in the `@iconify-json/tabler` package (decision 019). */
export const ICON_SET_FILE = require.resolve(`@iconify-json/${ICONS.prefix}/icons.json`)

/** An icon ready to draw: SVG content and its box. */
export interface IconShape {
  body: string
  width: number
  height: number
}

/**
 * The icon set served by our own host and drawn into public pages: names resolve through the set's
 * aliases; search looks at visible icons' names only (hidden ones are kept for old names).
 */
export function loadIconSet(file: string = ICON_SET_FILE) {
  const json = JSON.parse(readFileSync(file, 'utf8')) as IconifyJson
  const width = json.width ?? 16
  const height = json.height ?? 16
  const visible = Object.keys(json.icons)
    .filter((name) => !json.icons[name]!.hidden)
    .sort()

  /** The icon of a name or alias, or null; never reads inherited properties. */
  function get(name: string): IconShape | null {
    const own = Object.hasOwn(json.icons, name) ? json.icons[name] : undefined
    const alias = Object.hasOwn(json.aliases ?? {}, name) ? json.aliases![name] : undefined
    const icon =
      own ??
      (alias && Object.hasOwn(json.icons, alias.parent) ? json.icons[alias.parent] : undefined)
    if (!icon) return null
    return { body: icon.body, width: icon.width ?? width, height: icon.height ?? height }
  }

  /** Names containing every word of `query`: exact match first, then prefixes, then the rest. */
  function search(query: string | undefined, limit: number) {
    const words = (query ?? '')
      .toLowerCase()
      .split(/[\s,]+/)
      .filter(Boolean)
    const matches = words.length
      ? visible.filter((name) => words.every((word) => name.includes(word)))
      : visible
    const first = words[0] ?? ''
    const rank = (name: string) => (name === first ? 0 : name.startsWith(first) ? 1 : 2)
    const ranked = words.length ? [...matches].sort((a, b) => rank(a) - rank(b)) : matches
    return { icons: ranked.slice(0, limit), total: matches.length }
  }

  /** The Iconify API answer for `names`: found icons with their box, the rest under not_found. */
  function data(names: readonly string[]) {
    const icons: Record<string, IconData> = {}
    const notFound: string[] = []
    for (const name of new Set(names)) {
      const icon = get(name)
      if (icon) icons[name] = icon
      else notFound.push(name)
    }
    return {
      prefix: json.prefix,
      width,
      height,
      icons,
      ...(notFound.length ? { not_found: notFound } : {}),
    }
  }

  return { prefix: json.prefix, get, search, data }
}

export type IconSet = ReturnType<typeof loadIconSet>

let shipped: IconSet | null = null
/** The shipped set, read once per process (2 MB of JSON): every app and renderer shares it. */
export function shippedIconSet(): IconSet {
  shipped ??= loadIconSet()
  return shipped
}
