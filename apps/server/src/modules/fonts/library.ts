import { readFile } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { FontFileFace } from '@sitewerk/contracts'
import { fontFaceCss } from '@sitewerk/renderer'

/** The self-hosted families (npm `@fontsource/*`): no public page asks a third-party font host. */
export const FONT_PACKAGES = [
  'inter',
  'roboto',
  'open-sans',
  'lato',
  'montserrat',
  'poppins',
  'source-sans-3',
  'nunito',
  'raleway',
  'merriweather',
  'playfair-display',
  'lora',
  'pt-serif',
  'work-sans',
  'rubik',
  'ibm-plex-sans',
  'fira-sans',
  'noto-sans',
  'libre-baskerville',
  'dm-sans',
  'karla',
  'oswald',
  'bitter',
] as const

/** Latin only; regular, bold and italic regular are what body copy and headings need. */
const FACES = [
  { weight: 400, style: 'normal' },
  { weight: 700, style: 'normal' },
  { weight: 400, style: 'italic' },
] as const

export interface LibraryFont {
  name: string
  family: string
  category: string
  weights: number[]
  italic: boolean
  faces: (FontFileFace & { weight: number })[]
}

/** Library names and file names: lower-case letters, digits and dashes, nothing a path could use. */
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function createFontLibrary() {
  const require = createRequire(import.meta.url)
  const fonts = new Map<string, LibraryFont>()
  const files = new Map<string, string>()
  for (const name of FONT_PACKAGES) {
    const dir = dirname(require.resolve(`@fontsource/${name}/metadata.json`))
    const meta = JSON.parse(readFileSync(join(dir, 'metadata.json'), 'utf8')) as {
      family: string
      category: string
      weights: number[]
      styles: string[]
    }
    const faces: LibraryFont['faces'] = []
    for (const { weight, style } of FACES) {
      if (!meta.weights.includes(weight) || !meta.styles.includes(style)) continue
      const file = `${name}-latin-${weight}-${style}`
      files.set(file, join(dir, 'files', `${file}.woff2`))
      faces.push({ url: fileUrl(file), format: 'woff2', weight, style })
    }
    fonts.set(name, {
      name,
      family: meta.family,
      category: meta.category,
      weights: [...new Set(faces.map((f) => f.weight))],
      italic: faces.some((f) => f.style === 'italic'),
      faces,
    })
  }
  const byFamily = new Map([...fonts.values()].map((f) => [f.family.toLowerCase(), f]))
  const woff2 = new Map<string, Promise<Buffer>>()

  return {
    list: () => [...fonts.values()],
    get: (name: string) => (NAME.test(name) ? fonts.get(name) : undefined),
    /** The library font a theme's `fontname` names (CSS family names match case-insensitively). */
    byFamily: (family: string) => byFamily.get(family.trim().toLowerCase()),
    /**
     * Answers the `/fonts/...` paths (back office and site hosts alike): a family's stylesheet
     * `/fonts/{name}.css` and its files `/fonts/files/{file}.woff2`. Anything else: null.
     */
    async serve(path: string): Promise<{ type: string; body: string | Buffer } | null> {
      const css = /^\/fonts\/([^/]+)\.css$/.exec(path)
      if (css) {
        const font = NAME.test(css[1]!) ? fonts.get(css[1]!) : undefined
        return font ? { type: 'text/css; charset=utf-8', body: fontFaceCss(font) } : null
      }
      const file = /^\/fonts\/files\/([^/]+)\.woff2$/.exec(path)
      const source = file && NAME.test(file[1]!) ? files.get(file[1]!) : undefined
      if (!source) return null
      let body = woff2.get(source)
      if (!body) {
        woff2.set(source, (body = readFile(source)))
        body.catch(() => woff2.delete(source))
      }
      return { type: 'font/woff2', body: await body }
    },
  }
}

export const fontCssUrl = (name: string) => `/fonts/${name}.css`
const fileUrl = (file: string) => `/fonts/files/${file}.woff2`

/** Fonts never change under a name: a year, immutable. */
export const FONT_CACHE_CONTROL = 'public, max-age=31536000, immutable'

export type FontLibrary = ReturnType<typeof createFontLibrary>
