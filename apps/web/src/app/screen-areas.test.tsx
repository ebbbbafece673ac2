import { LOCALES } from '@sitewerk/contracts'
import { screen } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { AREAS, type Area } from '../i18n/areas'
import { i18n } from '../i18n/i18n'
import {
  areasAskedFor,
  closureOf,
  flatten,
  importsOf,
  screenModules,
  SRC,
} from '../test/areas-of-modules'
import { mockUser, renderApp } from '../test/render-app'
import { translations } from '../test/translations'
import { SCREEN_AREAS } from './screen-areas'

/** The app's frame: what start.tsx brings before any screen (its words must be `common`). */
const frame = closureOf(join(SRC, 'app', 'start.tsx'), { dynamic: false })
const ROUTES = join(SRC, 'app', 'routes.tsx')

/** Areas beyond `common`, sorted, each with a module that asks for it. */
function beyondCommon(files: Iterable<string>) {
  return [...areasAskedFor(files)]
    .filter(([area]) => area !== 'common')
    .sort(([a], [b]) => a.localeCompare(b))
}

/**
 * The one word of the frame asked for outside `common`: client.ts's "cancelled" of a test
 * user's write, asked for after setup-api-client.ts's confirmWrite loaded `test-user`.
 */
const ASKED_AFTER_ITS_LOADER: Record<string, Area[]> = { 'api/client.ts': ['test-user'] }

describe('translations by area (decision 060)', () => {
  it('load with each screen exactly the areas its modules ask for', () => {
    const screens = screenModules()
    expect([...screens.keys()].sort()).toEqual(Object.keys(SCREEN_AREAS).sort())
    for (const [name, module] of screens) {
      const asked = beyondCommon(closureOf(module, { loaded: frame }))
      const declared: readonly string[] = SCREEN_AREAS[name as keyof typeof SCREEN_AREAS]
      expect(
        asked.map(([area]) => area),
        `screen-areas.ts ${name}: ${asked.map(([a, file]) => `${a} (${file})`).join(', ')}`,
      ).toEqual([...declared].sort())
    }
  })

  it('keep the frame to `common`; what it loads later loads its own areas', () => {
    for (const file of frame) {
      const name = relative(SRC, file)
      const allowed = new Set<string>(ASKED_AFTER_ITS_LOADER[name] ?? [])
      const strays = beyondCommon([file]).filter(([area]) => !allowed.has(area))
      expect(strays, name).toEqual([])
      if (file === ROUTES) continue
      // a piece the frame loads on demand (a dialog, the test user's bar) loads its words with it
      const loads = new Set(
        [...readFileSync(file, 'utf8').matchAll(/loadAreas\(\[([^\]]*)\]/g)].flatMap((m) =>
          [...m[1]!.matchAll(/'([\w-]+)'/g)].map((q) => q[1]!),
        ),
      )
      for (const piece of importsOf(file).filter((next) => !frame.has(next))) {
        const missing = beyondCommon(closureOf(piece, { loaded: frame })).filter(
          ([area]) => !loads.has(area),
        )
        expect(missing, `${name} loads ${relative(SRC, piece)} without loadAreas`).toEqual([])
      }
    }
  })

  it('give the login its own area and common only', () => {
    expect([...SCREEN_AREAS.login, ...SCREEN_AREAS.simpleLayout]).toEqual(['auth'])
  })

  it('render the login from `common` and `auth` alone, asking for nothing else', async () => {
    const others = AREAS.filter((area) => area !== 'common' && area !== 'auth')
    for (const locale of LOCALES) for (const area of others) i18n.removeResourceBundle(locale, area)
    const asked = vi.spyOn(i18n, 'loadNamespaces')
    try {
      mockUser(null)
      renderApp('/login')
      expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument()
      expect(asked.mock.calls.map(([areas]) => areas)).toEqual([['auth']])
      const shown = document.body.textContent ?? ''
      const rawKeys = AREAS.flatMap((area) => flatten(translations.de[area])).filter((key) =>
        shown.includes(key),
      )
      expect(rawKeys).toEqual([])
    } finally {
      asked.mockRestore()
      for (const locale of LOCALES) {
        for (const area of others) {
          i18n.addResourceBundle(locale, area, translations[locale][area])
        }
      }
    }
  })
})
