import { describe, expect, it } from 'vitest'
import { slugify } from './slug.ts'

describe('slugify', () => {
  it('spells out umlauts, drops accents and joins words with one hyphen', () => {
    expect(slugify('Über uns & Café — Team!')).toBe('ueber-uns-cafe-team')
  })

  it('cuts at the limit without a trailing hyphen', () => {
    expect(slugify('abc def', 4)).toBe('abc')
    expect(slugify('!!!')).toBe('')
  })
})
