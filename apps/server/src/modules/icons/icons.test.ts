import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'

describe('icon API (Iconify format, our own host)', () => {
  it('answers IconifyJSON for known names, leaves unknown ones out and caches long', async () => {
    const { app } = await buildTestApp()
    const res = await app.inject({
      method: 'GET',
      url: '/api/icons/tabler.json?icons=layout-navbar,home,no-such-icon-here',
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d{6,}/)
    const body = res.json()
    expect(body).toMatchObject({ prefix: 'tabler', width: 24, height: 24 })
    expect(Object.keys(body.icons).sort()).toEqual(['home', 'layout-navbar'])
    expect(body.icons.home.body).toContain('<path')
    expect(body.not_found).toEqual(['no-such-icon-here'])
  })

  it('answers an alias under the name asked for', async () => {
    const { app } = await buildTestApp()
    const res = await app.inject({ method: 'GET', url: '/api/icons/tabler.json?icons=123' })
    expect(Object.keys(res.json().icons)).toEqual(['123'])
  })

  it('refuses hostile or oversized asks with 422 and never errs', async () => {
    const { app } = await buildTestApp()
    const many = Array.from({ length: 251 }, (_, i) => `a${i}`).join(',')
    for (const icons of [
      '',
      '..%2F..%2Fpackage',
      '<svg onload=alert(1)>',
      'constructor,__proto__',
      'HOME',
      'a'.repeat(65),
      many,
      'x'.repeat(501),
    ]) {
      const res = await app.inject({ method: 'GET', url: `/api/icons/tabler.json?icons=${icons}` })
      expect(res.statusCode, icons).toBe(422)
      expect(Object.keys(res.json().errors).length).toBeGreaterThan(0)
    }
    expect((await app.inject({ method: 'GET', url: '/api/icons/tabler.json' })).statusCode).toBe(
      422,
    )
  })

  it('has no other icon set: another prefix is a 404 as on the Iconify API', async () => {
    const { app } = await buildTestApp()
    for (const url of [
      '/api/icons/mdi.json?icons=home',
      '/api/icons/..%2Fpackage.json?icons=home',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404)
    }
  })

  it('searches icon names for the picker, best match first, within the limit', async () => {
    const { app } = await buildTestApp()
    const res = await app.inject({ method: 'GET', url: '/api/icons/search?query=home&limit=5' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.icons[0]).toBe('home')
    expect(body.icons).toHaveLength(5)
    expect(body.total).toBeGreaterThan(5)
    expect(body.icons.every((name: string) => name.includes('home'))).toBe(true)
    const all = (await app.inject({ method: 'GET', url: '/api/icons/search' })).json()
    expect(all.icons).toHaveLength(96)
    expect(all.total).toBeGreaterThan(5000)
    const tooMany = await app.inject({ method: 'GET', url: '/api/icons/search?limit=100000' })
    expect(tooMany.statusCode).toBe(422)
    const nothing = await app.inject({ method: 'GET', url: '/api/icons/search?query=zzzqqq' })
    expect(nothing.json()).toMatchObject({ icons: [], total: 0 })
  })
})
