import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { AREAS, type Area } from '../i18n/areas'

/**
 * What the check of decision 060 reads from the source: which area each module's words are in,
 * and which modules a module brings (static and dynamic imports of the app's own code).
 */
export const SRC = join(import.meta.dirname, '..')
const LOCALES = join(SRC, 'i18n', 'locales')

/** One area's words in one language. */
export function readArea(locale: string, area: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(LOCALES, locale, `${area}.json`), 'utf8')) as object as never
}

/** `{ a: { b: 'x' } }` → `['a.b']`. */
export function flatten(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? flatten(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  )
}

/**
 * Every key and every key's prefix (`a.b.c`, `a.b`) → the area whose file holds it (the German
 * files; the key sets of both languages are equal, locales.test.ts).
 */
function areaOfKey(): Map<string, Area> {
  const areas = new Map<string, Area>()
  for (const area of AREAS) {
    for (const key of flatten(readArea('de', area))) {
      const parts = key.replace(/_(one|other)$/, '').split('.')
      for (let end = 1; end <= parts.length; end++) areas.set(parts.slice(0, end).join('.'), area)
    }
  }
  return areas
}

const IMPORT = /\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]/g
/**
 * A key in quotes anywhere in the code (a translate call's argument, one side of a ternary, a
 * table of keys), or the head of one asked for with a computed end (`\`a.b.${type}\``).
 */
const KEY = /['"`]([A-Za-z][A-Za-z0-9]*\.[A-Za-z0-9_.-]*?)\.?(?:\$\{[^`]*)?['"`]/g
const COMMENT = /\/\*[\s\S]*?\*\/|(?<=^|\s)\/\/.*$/gm

function resolveModule(from: string, specifier: string): string | null {
  const base = join(dirname(from), specifier)
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) {
      return candidate
    }
  }
  return null
}

function source(file: string) {
  return readFileSync(file, 'utf8').replace(COMMENT, '')
}

/** The modules `file` imports, statically and with `import()`. */
export function importsOf(file: string, { dynamic = true } = {}): string[] {
  const found: string[] = []
  for (const match of source(file).matchAll(IMPORT)) {
    const specifier = match[1] ?? (dynamic ? match[2] : undefined)
    const resolved = specifier && resolveModule(file, specifier)
    if (resolved) found.push(resolved)
  }
  return found
}

/**
 * `file` and every module it brings, short of `loaded` (modules already there, such as the app's
 * frame, whose words are checked on their own).
 */
export function closureOf(
  file: string,
  { dynamic = true, loaded = new Set<string>() }: { dynamic?: boolean; loaded?: Set<string> } = {},
): Set<string> {
  const seen = new Set<string>()
  const visit = (next: string) => {
    if (seen.has(next) || loaded.has(next)) return
    seen.add(next)
    importsOf(next, { dynamic }).forEach(visit)
  }
  visit(file)
  return seen
}

/** The areas whose words `files` ask for, each with a module that asks. */
export function areasAskedFor(files: Iterable<string>): Map<Area, string> {
  const areaOf = areaOfKey()
  const asked = new Map<Area, string>()
  for (const file of files) {
    for (const match of source(file).matchAll(KEY)) {
      const area = areaOf.get(match[1]!)
      if (area && !asked.has(area)) asked.set(area, relative(SRC, file))
    }
  }
  return asked
}

/** The app's own modules (no tests). */
export function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

/** routes.tsx's `screenChunks`: each screen's name and the module its chunk starts from. */
export function screenModules(): Map<string, string> {
  const routes = join(SRC, 'app', 'routes.tsx')
  const screens = new Map<string, string>()
  for (const match of source(routes).matchAll(/(\w+): \(\) =>\s*import\('([^']+)'\)/g)) {
    screens.set(match[1]!, resolveModule(routes, match[2]!)!)
  }
  return screens
}
