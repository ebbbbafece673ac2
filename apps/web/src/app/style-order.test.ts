import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// Issue #18 splits Mantine's stylesheet: the login's part comes with the entry, the rest with the
// other screens' chunks, toasts and menus with their own; so Mantine's rules may arrive after ours.
// Our contrast fixes (styles.css) must win whatever the order: Mantine's rules sit in
// `@layer mantine`, ours in no layer, and a rule in no layer beats every layered one.
const SRC = join(import.meta.dirname, '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

const cssImports = (text: string) =>
  [...text.matchAll(/import\s+['"]([^'"]+\.css)['"]/g)].map((match) => match[1]!)

describe('the order of the back office’s styles', () => {
  it('takes only the `@layer mantine` builds of Mantine’s stylesheets', () => {
    const imported = sourceFiles(SRC).flatMap((path) =>
      cssImports(readFileSync(path, 'utf8'))
        .filter((css) => css.startsWith('@mantine/'))
        .map((css) => `${relative(SRC, path)}: ${css}`),
    )
    expect(imported.length).toBeGreaterThan(10)
    expect(imported.filter((line) => !line.endsWith('.layer.css'))).toEqual([])
  })

  it('keeps its own stylesheet out of any layer, so it wins over Mantine’s', () => {
    const own = readFileSync(join(SRC, 'app/styles.css'), 'utf8')
    expect(own).toContain('--mantine-color-dimmed')
    expect(own).not.toMatch(/@layer\b/)
  })
})
