import { describe, expect, it } from 'vitest'
import { detectLocale, localeFromPath, stripLocalePrefix, withLocalePrefix } from './locale'

describe('locale detection (spec §1, §7)', () => {
  it('takes the URL prefix first', () => {
    expect(detectLocale('/en/backend/user', 'locale=de')).toBe('en')
    expect(detectLocale('/de', 'locale=en')).toBe('de')
  })
  it('else the locale cookie', () => {
    expect(detectLocale('/backend/user', 'a=1; locale=en')).toBe('en')
  })
  it('else German', () => {
    expect(detectLocale('/backend/user', '')).toBe('de')
    expect(detectLocale('/backend/user', 'locale=fr')).toBe('de')
  })
  it('does not mistake a path that starts with the letters for a prefix', () => {
    expect(localeFromPath('/english')).toBeNull()
    expect(localeFromPath('/en')).toBe('en')
  })
  it('adds, swaps and removes prefixes', () => {
    expect(stripLocalePrefix('/en/login')).toBe('/login')
    expect(stripLocalePrefix('/en')).toBe('/')
    expect(withLocalePrefix('/en/login', 'de')).toBe('/de/login')
    expect(withLocalePrefix('/login', null)).toBe('/login')
    expect(withLocalePrefix('/', 'en')).toBe('/en')
  })
})
