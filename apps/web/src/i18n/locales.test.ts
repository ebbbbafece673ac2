import { FIELD_TYPES, LOCALES, SCHEMA_MESSAGES } from '@sitewerk/contracts'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { flatten, sourceFiles, SRC } from '../test/areas-of-modules'
import { allWordsOf, translations } from '../test/translations'
import { AREAS } from './areas'

const de = allWordsOf('de')
const en = allWordsOf('en')

/** Literal keys of t('…') and translate('…') calls in the app's own code. */
function usedKeys(): Map<string, string> {
  const keys = new Map<string, string>()
  const call = /\b(?:t|translate)\(\s*['"`]([A-Za-z0-9_.-]+)['"`]/g
  for (const file of sourceFiles()) {
    for (const match of readFileSync(file, 'utf8').matchAll(call)) {
      keys.set(match[1]!, relative(SRC, file))
    }
  }
  return keys
}

describe('translations', () => {
  it('have a file per area in each language, and no other', () => {
    for (const locale of LOCALES) {
      const files = readdirSync(join(import.meta.dirname, 'locales', locale)).sort()
      expect(files, locale).toEqual(AREAS.map((area) => `${area}.json`).sort())
    }
  })

  it('have the same keys in German and English, area by area', () => {
    for (const area of AREAS) {
      expect(flatten(translations.en[area]).sort(), area).toEqual(
        flatten(translations.de[area]).sort(),
      )
    }
  })

  it('keep each top-level key in one area (GET /public/lang/my merges them)', () => {
    const topLevel = AREAS.flatMap((area) => Object.keys(translations.de[area]))
    expect(topLevel.length).toBe(new Set(topLevel).size)
  })

  it('have no empty text', () => {
    for (const locale of [de, en]) {
      const empty = flatten(locale).filter(
        (key) => !key.split('.').reduce<any>((n, k) => n[k], locale),
      )
      expect(empty).toEqual([])
    }
  })

  it('contain every key the code asks for', () => {
    const used = usedKeys()
    expect(used.size).toBeGreaterThan(50)
    for (const [name, locale] of Object.entries({ de, en })) {
      const known = new Set(flatten(locale))
      // A key asked with a count is i18next's plural: its forms are `key_one` and `key_other`.
      const has = (key: string) => known.has(key) || known.has(`${key}_other`)
      const missing = [...used].filter(([key]) => !has(key)).map(([k, f]) => `${k} (${f})`)
      expect(missing, `missing in locales/${name}/`).toEqual([])
    }
  })

  it('keep the German texts of the spec verbatim', () => {
    expect(de.errors.tooManyRequests).toBe('Zu viele Anfragen.')
    expect(de.errors.retryIn.startsWith('Versuche es erneut')).toBe(true)
    expect(de.common.confirmDelete).toBe('Wirklich löschen?')
    expect(de.schemaEditor.nameMissing).toBe(SCHEMA_MESSAGES.nameMissing)
    expect(de.schemaEditor.nameDuplicate).toBe(SCHEMA_MESSAGES.nameDuplicate)
    expect(de.schemaEditor.empty).toBe('Es wurden noch keine Felder hinzugefügt.')
  })

  it('name every field type of the schema-form (asked for with a computed key)', () => {
    for (const locale of [de, en]) {
      const names: Record<string, string> = locale.schemaForm.types
      expect(FIELD_TYPES.filter((type) => !names[type])).toEqual([])
    }
  })
})
