import { describe, expect, it } from 'vitest'
import de from './locales/de.json'
import en from './locales/en.json'

const flatten = (node: object, prefix = ''): string[] =>
  Object.entries(node).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? flatten(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  )

describe('translations', () => {
  it('have the same keys in German and English', () => {
    expect(flatten(en).sort()).toEqual(flatten(de).sort())
  })

  it('have no empty text', () => {
    for (const locale of [de, en]) {
      const empty = flatten(locale).filter(
        (key) => !key.split('.').reduce<any>((n, k) => n[k], locale),
      )
      expect(empty).toEqual([])
    }
  })
})
