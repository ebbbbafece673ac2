import { describe, expect, it, vi } from 'vitest'
import { resolvePostLoginTarget, safeReturnPath } from './post-login-target'

describe('after login', () => {
  it('follows `from` only inside the app', () => {
    expect(safeReturnPath('/backend/user/edit?x=1')).toBe('/backend/user/edit?x=1')
    expect(safeReturnPath('https://evil.example')).toBeNull()
    expect(safeReturnPath('//evil.example')).toBeNull()
    expect(safeReturnPath('/\\evil.example')).toBeNull()
    expect(safeReturnPath('/login')).toBeNull()
    expect(safeReturnPath('/en/puronectar')).toBeNull()
    expect(safeReturnPath(null)).toBeNull()
  })

  it('forwards a domain to the site admin with the site id', async () => {
    const getSiteByDomain = vi.fn(async () => ({ id: 12 }))
    await expect(
      resolvePostLoginTarget({ from: '/x', domain: 'a.example', getSiteByDomain }),
    ).resolves.toBe('/puronectar/site?domain=a.example&siteId=12')
  })

  it('goes to /backend/user when the site call fails', async () => {
    const getSiteByDomain = vi.fn(async () => Promise.reject(new Error('404')))
    await expect(
      resolvePostLoginTarget({ from: '/x', domain: 'a.example', getSiteByDomain }),
    ).resolves.toBe('/backend/user')
  })
})

describe('a login opened as /en/login (issue 13)', () => {
  it('keeps the prefix on the way to the overview and to the site admin', async () => {
    const found = vi.fn(async () => ({ id: 12 }))
    const missing = vi.fn(async () => Promise.reject(new Error('404')))
    await expect(
      resolvePostLoginTarget({ from: null, domain: null, getSiteByDomain: found, locale: 'en' }),
    ).resolves.toBe('/en/backend/user')
    await expect(
      resolvePostLoginTarget({
        from: null,
        domain: 'a.example',
        getSiteByDomain: found,
        locale: 'en',
      }),
    ).resolves.toBe('/en/puronectar/site?domain=a.example&siteId=12')
    await expect(
      resolvePostLoginTarget({
        from: null,
        domain: 'a.example',
        getSiteByDomain: missing,
        locale: 'en',
      }),
    ).resolves.toBe('/en/backend/user')
  })
})
