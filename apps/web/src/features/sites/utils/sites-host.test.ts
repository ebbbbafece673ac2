import { describe, expect, it } from 'vitest'
import { displayAddress, sitesHostOf } from './sites-host'

describe('the host of site addresses', () => {
  it('is read off a site whose address is its identifier under the sites host', () => {
    const sites = [
      { identifier: 'shop', url: 'https://www.shop.example' }, // a primary custom domain
      { identifier: 'blog', url: 'http://blog.sites.localhost:3200' },
    ]
    expect(sitesHostOf(sites, 'fallback')).toBe('sites.localhost:3200')
  })

  it('falls back without such a site', () => {
    expect(sitesHostOf([], 'localhost:3200')).toBe('localhost:3200')
  })

  it('shows an address without protocol', () => {
    expect(displayAddress('https://shop.example/')).toBe('shop.example')
  })
})
