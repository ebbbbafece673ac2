import Fastify from 'fastify'
import { describe, expect, it, onTestFinished } from 'vitest'
import { listRouteInventory, trackRouteDeclarations } from '../../lib/route-access.ts'
import { buildTestApp } from '../../test/build-test-app.ts'

/**
 * The role every organisation route needs (decision 031): member = any role (editors and up),
 * admin = admins and owners, owner = owners. A route that is missing here, or whose declaration
 * says otherwise, fails: deciding who may call a new route is part of adding it. HEAD follows GET.
 */
const ROLE_OF_ROUTE: Record<string, 'member' | 'admin' | 'owner'> = {
  // services, subscriptions, invoices and payment methods (decisions 029, 030): members read the
  // catalogue and what is subscribed; the rest is billing, the owners'
  'GET /api/services': 'member',
  'GET /api/services/:identifier': 'member',
  'GET /api/subscriptions': 'member',
  'POST /api/services/:identifier/subscription': 'owner',
  'PATCH /api/subscriptions/:id': 'owner',
  'POST /api/subscriptions/:id/cancel': 'owner',
  'POST /api/subscriptions/:id/resume': 'owner',
  'GET /api/invoices': 'owner',
  'GET /api/invoices/:id': 'owner',
  'GET /api/payment-methods': 'owner',
  'POST /api/payment-methods': 'owner',
  'POST /api/payment-methods/setup-intent': 'owner',
  'PUT /api/payment-methods/:id/default': 'owner',
  'DELETE /api/payment-methods/:id': 'owner',
  // member
  'POST /api/article': 'member',
  'DELETE /api/article/:id': 'member',
  'GET /api/article/:id': 'member',
  'PATCH /api/article/:id': 'member',
  'POST /api/article/duplicate/:id': 'member',
  'POST /api/article/restore': 'member',
  'GET /api/colorsets': 'member',
  'GET /api/colorsets/:id': 'member',
  'GET /api/component/:id': 'member',
  'GET /api/component/:id/style': 'member',
  'GET /api/components': 'member',
  'POST /api/content': 'member',
  'DELETE /api/content/:id': 'member',
  'GET /api/content/:id': 'member',
  'PATCH /api/content/:id': 'member',
  'POST /api/content/duplicate/:id': 'member',
  'POST /api/content/restore': 'member',
  'GET /api/fonts': 'member',
  'GET /api/forms': 'member',
  'GET /api/forms/:id': 'member',
  'GET /api/forms/:id/deliveries': 'member',
  'GET /api/forms/:id/entries': 'member',
  'DELETE /api/forms/:id/entries/:entryId': 'member',
  'GET /api/forms/:id/entries/:entryId': 'member',
  'GET /api/forms/:id/entries/csv': 'member',
  'GET /api/layouts/:id': 'member',
  'GET /api/media_categories': 'member',
  'POST /api/media_categories': 'member',
  'DELETE /api/media_categories/:id': 'member',
  'GET /api/media_categories/:id': 'member',
  'PATCH /api/media_categories/:id': 'member',
  'DELETE /api/media/:id': 'member',
  'GET /api/media/files': 'member',
  'GET /api/media/files/:id': 'member',
  'POST /api/media/files/:id': 'member',
  // replacing a file's content is an upload under the same id (decision 042)
  'POST /api/media/files/:id/content': 'member',
  'POST /api/media/upload': 'member',
  'GET /api/notifications': 'member',
  'POST /api/notifications/read': 'member',
  'GET /api/organization/:id': 'member',
  'GET /api/organization/:id/members': 'member',
  'DELETE /api/organization/:id/members/:userId': 'member',
  'GET /api/organization/settings': 'member',
  'POST /api/page': 'member',
  'GET /api/page-versions/:id': 'member',
  'POST /api/page-versions/:id/restore': 'member',
  'DELETE /api/page/:id': 'member',
  'GET /api/page/:id': 'member',
  'PATCH /api/page/:id': 'member',
  'GET /api/page/:id/preview': 'member',
  'POST /api/page/:id/preview-link': 'member',
  'POST /api/page/:id/publish': 'member',
  'GET /api/page/:id/publishing': 'member',
  'POST /api/page/:id/unpublish': 'member',
  'GET /api/page/:id/versions': 'member',
  'POST /api/page/duplicate/:id': 'member',
  'POST /api/reorder': 'member',
  'DELETE /api/schedules/:id': 'member',
  'PATCH /api/schedules/:id': 'member',
  // redirects go with moving pages, which editors do (decision 036)
  'DELETE /api/redirects/:id': 'member',
  'PATCH /api/redirects/:id': 'member',
  'POST /api/section': 'member',
  'DELETE /api/section/:id': 'member',
  'GET /api/section/:id': 'member',
  'PATCH /api/section/:id': 'member',
  'POST /api/section/duplicate/:id': 'member',
  'POST /api/section/restore': 'member',
  // reusable sections are page building, which editors do (decision 041)
  'POST /api/section/:id/detach': 'member',
  'POST /api/reusable-section': 'member',
  'GET /api/reusable-section/:id': 'member',
  'PATCH /api/reusable-section/:id': 'member',
  'DELETE /api/reusable-section/:id': 'member',
  'POST /api/reusable-section/:id/place': 'member',
  'GET /api/sites/:id/reusable-sections': 'member',
  'GET /api/sites': 'member',
  'GET /api/sites/:id': 'member',
  'GET /api/sites/:id/layouts': 'member',
  'GET /api/sites/:id/navigation': 'member',
  'PUT /api/sites/:id/navigation': 'member',
  'GET /api/sites/:id/pages': 'member',
  'GET /api/sites/:id/redirects': 'member',
  'POST /api/sites/:id/redirects': 'member',
  'POST /api/sites/:id/publish': 'member',
  'GET /api/sites/:id/publishing': 'member',
  'POST /api/sites/:id/schedules': 'member',
  'GET /api/sites/:id/settings': 'member',
  'GET /api/sites/:id/setup': 'member',
  'GET /api/themes': 'member',
  'GET /api/themes/:id': 'member',
  'GET /fonts/own/:file': 'member',
  'GET /media/files/:id/:filename': 'member',
  'GET /media/img/*': 'member',
  // admin
  'POST /api/colorsets': 'admin',
  'DELETE /api/colorsets/:id': 'admin',
  'PATCH /api/colorsets/:id': 'admin',
  'DELETE /api/component/:id': 'admin',
  'PATCH /api/component/:id': 'admin',
  'DELETE /api/domains/:id': 'admin',
  'PATCH /api/domains/:id': 'admin',
  'POST /api/domains/:id/verify': 'admin',
  'POST /api/fonts': 'admin',
  'DELETE /api/fonts/:id': 'admin',
  'POST /api/forms': 'admin',
  'DELETE /api/forms/:id': 'admin',
  'PUT /api/forms/:id': 'admin',
  'POST /api/forms/:id/deliveries/:deliveryId/retry': 'admin',
  'POST /api/forms/:id/webhook-secret': 'admin',
  'POST /api/layouts': 'admin',
  'DELETE /api/layouts/:id': 'admin',
  'PATCH /api/layouts/:id': 'admin',
  'PATCH /api/organization/:id': 'admin',
  'GET /api/organization/:id/join-requests': 'admin',
  'POST /api/organization/:id/join-requests/:requestId/accept': 'admin',
  'POST /api/organization/:id/join-requests/:requestId/decline': 'admin',
  'PATCH /api/organization/:id/members/:userId': 'admin',
  'GET /api/organization/addresses': 'admin',
  'GET /api/organization/addresses/:id': 'admin',
  'GET /api/organization/captcha': 'admin',
  'GET /api/organization/invitations': 'admin',
  'POST /api/organization/invitations': 'admin',
  'DELETE /api/organization/invitations/:id': 'admin',
  'PATCH /api/organization/settings': 'admin',
  'POST /api/sites': 'admin',
  'DELETE /api/sites/:id': 'admin',
  'PATCH /api/sites/:id': 'admin',
  'POST /api/sites/:id/domains': 'admin',
  'PUT /api/sites/:id/settings': 'admin',
  'POST /api/sites/:id/setup': 'admin',
  'PUT /api/sites/:id/variables': 'admin',
  'POST /api/themes': 'admin',
  'DELETE /api/themes/:id': 'admin',
  'PATCH /api/themes/:id': 'admin',
  // owner
  'POST /api/organization/addresses': 'owner',
  'DELETE /api/organization/addresses/:id': 'owner',
  'PUT /api/organization/addresses/:id': 'owner',
  'POST /api/organization/api-key': 'owner',
  'PUT /api/organization/captcha': 'owner',
  'PUT /api/organization/location': 'owner',
}

/**
 * What a route does while a superuser sees the back office as another user (decision 033); the
 * rest run as the person seen (writes confirmed one by one), superuser routes are closed.
 */
const TEST_USER_RULES: Record<string, 'operator' | 'ends' | 'refused'> = {
  'GET /api/superuser/test-user': 'operator',
  'DELETE /api/superuser/test-user': 'ends',
  'GET /api/logout': 'ends',
  'POST /api/logout': 'ends',
  // the person's own account
  'POST /api/login': 'refused',
  'POST /api/register': 'refused',
  'PATCH /api/user': 'refused',
  'PUT /api/user/password': 'refused',
  'POST /api/email/verify': 'refused',
  'POST /api/email/verification-notification': 'refused',
  'POST /api/forgot-password': 'refused',
  'POST /api/reset-password': 'refused',
  // money
  'POST /api/services/:identifier/subscription': 'refused',
  'PATCH /api/subscriptions/:id': 'refused',
  'POST /api/subscriptions/:id/cancel': 'refused',
  'POST /api/subscriptions/:id/resume': 'refused',
  'POST /api/payment-methods': 'refused',
  'POST /api/payment-methods/setup-intent': 'refused',
  'PUT /api/payment-methods/:id/default': 'refused',
  'DELETE /api/payment-methods/:id': 'refused',
  // secrets and downloads
  'POST /api/organization/api-key': 'refused',
  'POST /api/forms/:id/webhook-secret': 'refused',
  'GET /api/forms/:id/entries/csv': 'refused',
}

describe('route inventory (decision 013)', () => {
  it('lists every route of the app with who may call it, and every state-changing one needs the token', async () => {
    const { app } = await buildTestApp()
    const routes = listRouteInventory(app)

    expect(routes.length).toBeGreaterThan(100)
    for (const route of routes) expect(route.access, `${route.method} ${route.url}`).toBeTruthy()
    const stateChanging = routes.filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method))
    expect(stateChanging.length).toBeGreaterThan(50)
    // The exceptions no session stands behind: a visitor's form submit (decision 021), a
    // server's captcha check with its API key (decision 025) and Stripe's signed webhook
    // (decision 030).
    expect(stateChanging.filter((r) => !r.csrf)).toEqual([
      expect.objectContaining({ method: 'POST', url: '/api/captcha/verify', access: 'guest' }),
      expect.objectContaining({ method: 'POST', url: '/api/stripe/webhook', access: 'guest' }),
      expect.objectContaining({ method: 'POST', url: '/form/submit/:formId', access: 'guest' }),
    ])
    expect(routes.filter((r) => r.url.startsWith('/api/') && !r.rateLimited)).toEqual([])
    const find = (method: string, url: string) =>
      routes.find((r) => r.method === method && r.url === url)
    const roles = Object.fromEntries(
      routes
        .filter((r) => ['member', 'admin', 'owner'].includes(r.access) && r.method !== 'HEAD')
        .map((r) => [`${r.method} ${r.url}`, r.access]),
    )
    expect(roles).toEqual(ROLE_OF_ROUTE)
    for (const head of routes.filter((r) => r.method === 'HEAD'))
      expect(head.access, head.url).toBe(find('GET', head.url)!.access)
    expect(find('PATCH', '/api/page/:id')).toMatchObject({
      access: 'member',
      organization: 'header',
      csrf: true,
    })
    expect(find('POST', '/api/organization/:id/join-requests/:requestId/decline')).toMatchObject({
      access: 'admin',
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
        'GET /api/superuser/test-user',
        'POST /api/superuser/test-user',
        'DELETE /api/superuser/test-user',
        'GET /api/superuser/services',
        'GET /api/superuser/outbox',
        'GET /api/superuser/outbox/:id',
        'POST /api/superuser/outbox/:id/resend',
      ]),
    )
    expect(console.filter((r) => r.access !== 'superuser')).toEqual([])
    expect(console.filter((r) => r.method !== 'GET' && r.method !== 'HEAD' && !r.csrf)).toEqual([])
    // The test user (decision 033): what each route does while a superuser looks through it.
    const testUserRules = Object.fromEntries(
      routes
        .filter((r) => r.testUser && r.method !== 'HEAD')
        .map((r) => [`${r.method} ${r.url}`, r.testUser]),
    )
    expect(testUserRules).toEqual(TEST_USER_RULES)
    expect(find('GET', '/internal/tls/ask')).toMatchObject({ access: 'internal', csrf: false })
    // Probes and Prometheus (issue #20): liveness and readiness tell nothing secret; /metrics
    // checks its reader itself (loopback or METRICS_TOKEN, decision 035). None is rate limited.
    expect(find('GET', '/healthz')).toMatchObject({
      access: 'guest',
      csrf: false,
      rateLimited: false,
    })
    expect(find('GET', '/readyz')).toMatchObject({
      access: 'guest',
      csrf: false,
      rateLimited: false,
    })
    expect(find('GET', '/metrics')).toMatchObject({
      access: 'internal',
      csrf: false,
      rateLimited: false,
    })
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
    ).toThrow(/organization applies to member, admin and owner routes only/)
  })
})
