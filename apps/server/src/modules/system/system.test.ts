import { describe, expect, it } from 'vitest'
import { LOCALES } from '@sitewerk/contracts'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildTestApp, createClient } from '../../test/build-test-app.ts'
import { WEB_LOCALES_DIR } from './web-locales.ts'

describe('system calls', () => {
  it('GET sanctum/csrf-cookie starts a session and sets a readable XSRF-TOKEN cookie', async () => {
    const { app } = await buildTestApp()
    const res = await app.inject({ method: 'GET', url: '/api/sanctum/csrf-cookie' })
    expect(res.statusCode).toBe(204)
    const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c]))
    expect(cookies['sitewerk_session']).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    })
    expect(cookies['XSRF-TOKEN']?.httpOnly).toBeFalsy()
    expect(cookies['XSRF-TOKEN']?.value).toMatch(/^[\w-]{40}$/)
  })

  it('refuses a state-changing call without the matching token with 419', async () => {
    const { app } = await buildTestApp()
    const client = createClient(app)
    await client.get('/api/sanctum/csrf-cookie')
    const forged = await client.post(
      '/api/logout',
      {},
      { 'x-xsrf-token': 'a-token-of-someone-else' },
    )
    expect(forged.statusCode).toBe(419)
    expect(forged.json()).toEqual({ message: 'CSRF token mismatch.' })
    const cookieless = await app.inject({ method: 'POST', url: '/api/login', payload: {} })
    expect(cookieless.statusCode).toBe(419)
  })

  it('serves the translations of both locales and nothing else', async () => {
    const { app } = await buildTestApp()
    const de = await app.inject({ method: 'GET', url: '/public/lang/my/de.json' })
    expect(de.statusCode).toBe(200)
    expect(de.headers['content-type']).toContain('application/json')
    expect(Object.keys(de.json()).length).toBeGreaterThan(0)
    expect((await app.inject({ method: 'GET', url: '/public/lang/my/en.json' })).statusCode).toBe(
      200,
    )
    for (const url of [
      '/public/lang/my/fr.json',
      '/public/lang/my/..%2F..%2Fpackage.json',
      '/public/lang/my/de.js',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404)
    }
  })

  it('serves the words of every area in one file, as before decision 060', async () => {
    const { app } = await buildTestApp()
    for (const locale of LOCALES) {
      const served = (
        await app.inject({ method: 'GET', url: `/public/lang/my/${locale}.json` })
      ).json<Record<string, unknown>>()
      const dir = join(WEB_LOCALES_DIR, locale)
      const areas = readdirSync(dir).map(
        (file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>,
      )
      expect(areas.length).toBeGreaterThan(1)
      for (const area of areas) {
        for (const [key, words] of Object.entries(area)) expect(served[key], key).toEqual(words)
      }
      expect(Object.keys(served).length).toBe(areas.flatMap((area) => Object.keys(area)).length)
    }
    const de = (await app.inject({ method: 'GET', url: '/public/lang/my/de.json' })).json<{
      auth: { login: { title: string } }
      billing: unknown
    }>()
    expect(de.auth.login.title).toBe('Anmelden')
    expect(de.billing).toBeDefined()
  })

  it('answers a repeat request for the same translations with 304 and no body', async () => {
    const { app } = await buildTestApp()
    const first = await app.inject({ method: 'GET', url: '/public/lang/my/de.json' })
    const etag = first.headers.etag as string
    expect(first.headers['cache-control']).toBe('no-cache')
    const again = await app.inject({
      method: 'GET',
      url: '/public/lang/my/de.json',
      headers: { 'if-none-match': etag },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    const english = await app.inject({
      method: 'GET',
      url: '/public/lang/my/en.json',
      headers: { 'if-none-match': etag },
    })
    expect(english.statusCode).toBe(200)
    expect(english.headers.etag).not.toBe(etag)
  })

  it('lets crawlers find the login and nothing behind it (robots.txt, issue #18)', async () => {
    const { app } = await buildTestApp()
    const res = await app.inject({ method: 'GET', url: '/robots.txt' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    const rules = res.body.split('\n').filter(Boolean)
    expect(rules[0]).toBe('User-agent: *')
    for (const login of ['/login', '/en/login']) expect(rules).toContain(`Allow: ${login}`)
    expect(rules.at(-1)).toBe('Disallow: /')
  })

  it('answers builds/latest.json with a build id', async () => {
    const { app } = await buildTestApp()
    const res = await app.inject({ method: 'GET', url: '/api/builds/latest.json' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: expect.any(String) })
  })

  it('GET settings says whether this installation is the hub and where the hub is', async () => {
    const hub = await buildTestApp()
    expect((await hub.app.inject({ method: 'GET', url: '/api/settings' })).json()).toEqual({
      is_hub: true,
      hub_url: 'http://localhost:3000',
    })
    const member = await buildTestApp({ env: { HUB_URL: 'https://hub.example.com' } })
    expect((await member.app.inject({ method: 'GET', url: '/api/settings' })).json()).toEqual({
      is_hub: false,
      hub_url: 'https://hub.example.com',
    })
  })

  it('answers an unknown route with the spec §8 404 body', async () => {
    const { app } = await buildTestApp()
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here?x=1' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'Page not found: /api/nothing-here' })
  })
})
