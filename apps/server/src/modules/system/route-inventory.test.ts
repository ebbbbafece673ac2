import Fastify from 'fastify'
import { describe, expect, it, onTestFinished } from 'vitest'
import { listRouteInventory, trackRouteDeclarations } from '../../lib/route-access.ts'
import { buildTestApp } from '../../test/build-test-app.ts'

describe('route inventory (decision 013)', () => {
  it('lists every route of the app with who may call it, and every state-changing one needs the token', async () => {
    const { app } = await buildTestApp()
    const routes = listRouteInventory(app)

    expect(routes.length).toBeGreaterThan(100)
    for (const route of routes) expect(route.access, `${route.method} ${route.url}`).toBeTruthy()
    const stateChanging = routes.filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method))
    expect(stateChanging.length).toBeGreaterThan(50)
    // The exceptions no session stands behind: a visitor's form submit (decision 021) and a
    // server's captcha check with its API key (decision 025).
    expect(stateChanging.filter((r) => !r.csrf)).toEqual([
      expect.objectContaining({ method: 'POST', url: '/api/captcha/verify', access: 'guest' }),
      expect.objectContaining({ method: 'POST', url: '/form/submit/:formId', access: 'guest' }),
    ])
    expect(routes.filter((r) => r.url.startsWith('/api/') && !r.rateLimited)).toEqual([])
    const find = (method: string, url: string) =>
      routes.find((r) => r.method === method && r.url === url)
    expect(find('PATCH', '/api/page/:id')).toMatchObject({
      access: 'member',
      organization: 'header',
      csrf: true,
    })
    expect(find('POST', '/api/organization/:id/join-requests/:requestId/decline')).toMatchObject({
      access: 'owner',
      organization: 'path',
      csrf: true,
    })
    expect(find('GET', '/api/logout')).toMatchObject({ access: 'guest', csrf: true })
    expect(find('HEAD', '/api/logout')).toMatchObject({ csrf: true })
    expect(find('GET', '/api/superuser/mails')).toMatchObject({ access: 'superuser' })
    // The operator's console (decision 032): every route of it is the superuser's, writes need CSRF.
    const console = routes.filter((r) => r.url.startsWith('/api/superuser/'))
    expect(console.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/superuser/users',
        'PATCH /api/superuser/users/:id',
        'DELETE /api/superuser/users/:id',
        'DELETE /api/superuser/users/:id/sessions/:sessionId',
        'POST /api/superuser/users/:id/verify',
        'POST /api/superuser/users/:id/resend-verification',
        'GET /api/superuser/users/:id/export',
        'POST /api/superuser/organizations/:id/suspend',
        'POST /api/superuser/organizations/:id/unsuspend',
        'GET /api/superuser/audit',
      ]),
    )
    expect(console.filter((r) => r.access !== 'superuser')).toEqual([])
    expect(console.filter((r) => r.method !== 'GET' && r.method !== 'HEAD' && !r.csrf)).toEqual([])
    expect(find('GET', '/internal/tls/ask')).toMatchObject({ access: 'internal', csrf: false })
    expect(find('GET', '/api/settings')).toMatchObject({ access: 'guest', csrf: false })
  })

  it('fails the build on a route that declares nothing', async () => {
    // The way buildApp registers modules: plugins after the declaration hook.
    const build = async () => {
      const app = Fastify({ logger: false })
      trackRouteDeclarations(app)
      app.get('/api/declared', { config: { access: 'guest' } }, () => 'ok')
      await app.register(async (plugin) => {
        plugin.post('/api/forgotten', () => 'ok')
      })
      return app
    }

    await expect(build()).rejects.toThrow(/POST \/api\/forgotten declares no access/)
  })

  it('fails the build on an organisation source for a route that is not a member route', async () => {
    const app = Fastify({ logger: false })
    onTestFinished(() => app.close())
    trackRouteDeclarations(app)

    expect(() =>
      app.get('/api/x', { config: { access: 'user', organization: 'path' } }, () => 'ok'),
    ).toThrow(/organization applies to member and owner routes only/)
  })
})
