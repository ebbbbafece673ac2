import { describe, expect, it } from 'vitest'
import { isBackOfficeHost, pageUrlOf } from './request-path.ts'

describe('page URL of a request', () => {
  it('normalises slashes, case and the query', () => {
    expect(pageUrlOf('/')).toBe('')
    expect(pageUrlOf('/Ueber-Uns/?x=1')).toBe('ueber-uns')
    expect(pageUrlOf('/leistungen/web%2Ddesign')).toBe('leistungen/web-design')
  })

  it('refuses paths that cannot name a page', () => {
    for (const path of [
      '/../etc/passwd',
      '/a/%2e%2e/b',
      '/a%2Fb',
      '/a%5cb',
      '/a\\b',
      '/%E0%A4%A',
      '/' + 'a'.repeat(1100),
      '/a b',
      '/.env',
    ])
      expect(pageUrlOf(path)).toBeNull()
  })
})

describe('back-office host', () => {
  it('is the APP_URL host, localhost or an address; everything else is a site host', () => {
    expect(isBackOfficeHost('app.sitewerk.de', 'app.sitewerk.de')).toBe(true)
    expect(isBackOfficeHost('localhost:3000', 'localhost')).toBe(true)
    expect(isBackOfficeHost('127.0.0.1:3000', 'app.sitewerk.de')).toBe(true)
    expect(isBackOfficeHost('demo.localhost:3000', 'localhost')).toBe(false)
    expect(isBackOfficeHost('www.kunde.de', 'app.sitewerk.de')).toBe(false)
  })
})
