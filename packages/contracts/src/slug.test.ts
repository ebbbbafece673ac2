import { describe, expect, it } from 'vitest'
import { normalizePageUrl, slugify } from './slug.ts'

describe('slugify', () => {
  it('spells out umlauts, drops accents and joins words with one hyphen', () => {
    expect(slugify('Über uns & Café — Team!')).toBe('ueber-uns-cafe-team')
  })

  it('cuts at the limit without a trailing hyphen', () => {
    expect(slugify('abc def', 4)).toBe('abc')
    expect(slugify('!!!')).toBe('')
  })
})

describe('normalizePageUrl', () => {
  it('slugifies every level and drops empty ones', () => {
    expect(normalizePageUrl(' /Über uns//Unser Team/ ')).toBe('ueber-uns/unser-team')
    expect(normalizePageUrl('Größe & Preise')).toBe('groesse-preise')
  })

  it('leaves the home page empty', () => {
    expect(normalizePageUrl('')).toBe('')
    expect(normalizePageUrl(' / ')).toBe('')
  })
})
