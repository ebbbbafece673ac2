import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'
import { pageWithArticle, signedInClient, siteOwner } from '../../test/factories.ts'
import { pathSpellings } from '../../test/path-spellings.ts'

describe('CSRF by the matched route, whatever the spelling (issue 12)', () => {
  it('refuses PATCH /%61pi/page/{id} sent with the session cookie only, and the page keeps its title', async () => {
    const testApp = await buildTestApp()
    const { client, site, organization } = await siteOwner(testApp)
    const { page } = await pageWithArticle(client, site.id, 'kontakt')

    const res = await testApp.app.inject({
      method: 'PATCH',
      url: `/%61pi/page/${page.id}`,
      cookies: { sitewerk_session: client.jar.get('sitewerk_session')! },
      headers: { 'x-organization-id': String(organization.id) },
      payload: { title: 'Defaced' },
    })

    expect(res.statusCode).toBe(419)
    expect(res.json()).toEqual({ message: 'CSRF token mismatch.' })
    expect((await client.get(`/api/page/${page.id}`)).json().title).toBe('Start')
  })

  it('refuses a cross-site text/plain POST /%61pi/.../join-requests/{id}/decline, and the request stays pending', async () => {
    const testApp = await buildTestApp()
    const owner = await siteOwner(testApp, 'Sonne')
    const joiner = await signedInClient(testApp)
    const asked = await joiner.client.post('/api/organizations/create-or-request', {
      title: 'Sonne',
    })
    const { request_id } = asked.json()

    const res = await testApp.app.inject({
      method: 'POST',
      url: `/%61pi/organization/${owner.organization.id}/join-requests/${request_id}/decline`,
      cookies: { sitewerk_session: owner.client.jar.get('sitewerk_session')! },
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    })

    expect(res.statusCode).toBe(419)
    const pending = await owner.client.get(
      `/api/organization/${owner.organization.id}/join-requests`,
    )
    expect(pending.json()).toEqual([expect.objectContaining({ id: request_id, status: 'pending' })])
  })

  it('answers every spelling of PATCH page without the token with 419 or 404, never a change', async () => {
    const testApp = await buildTestApp()
    const { client, site, organization } = await siteOwner(testApp)
    const { page } = await pageWithArticle(client, site.id, 'kontakt')
    const statuses = new Map<string, number>()

    for (const { name, url } of pathSpellings(`/api/page/${page.id}`)) {
      const res = await testApp.app.inject({
        method: 'PATCH',
        url,
        cookies: { sitewerk_session: client.jar.get('sitewerk_session')! },
        headers: { 'x-organization-id': String(organization.id) },
        payload: { title: 'Defaced' },
      })
      statuses.set(name, res.statusCode)
    }

    expect([...new Set(statuses.values())].sort()).toEqual([404, 419])
    expect(statuses.get('as is')).toBe(419)
    expect(statuses.get('%61pi')).toBe(419)
    expect((await client.get(`/api/page/${page.id}`)).json().title).toBe('Start')
  })

  it('sends the 419 status line with its reason phrase, not "419 unknown"', async () => {
    const { app } = await buildTestApp()
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: {} })
    expect(res.statusCode).toBe(419)
    expect(res.statusMessage).toBe('CSRF Token Mismatch')
  })
})

describe('GET logout (spec §7: every request carries the token)', () => {
  it('keeps the session when GET or HEAD logout comes without the token', async () => {
    const testApp = await buildTestApp()
    const { client } = await signedInClient(testApp)
    const cookies = { sitewerk_session: client.jar.get('sitewerk_session')! }

    const get = await testApp.app.inject({ method: 'GET', url: '/api/logout', cookies })
    const head = await testApp.app.inject({ method: 'HEAD', url: '/api/logout', cookies })

    expect(get.statusCode).toBe(419)
    expect(head.statusCode).toBe(419)
    expect((await client.get('/api/user')).statusCode).toBe(200)
    expect((await client.get('/api/logout')).statusCode).toBe(204)
    expect((await client.get('/api/user')).statusCode).toBe(401)
  })
})

describe('API rate limit by the matched route (issue 12)', () => {
  it('counts /%61pi/... like /api/..., also for requests the CSRF check refuses', async () => {
    const { app } = await buildTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '3' } })
    const statuses = []
    for (const url of ['/%61pi/settings', '/api/settings', '/%61%70%69/settings', '/api/settings'])
      statuses.push((await app.inject({ method: 'GET', url })).statusCode)
    const patch = await app.inject({ method: 'PATCH', url: '/%61pi/page/1', payload: {} })

    expect(statuses).toEqual([200, 200, 200, 429])
    expect(patch.statusCode).toBe(429)
    expect(patch.headers['retry-after']).toMatch(/^\d+$/)
    // Only the API is limited: the back office's translations are not.
    expect((await app.inject({ method: 'GET', url: '/public/lang/my/de.json' })).statusCode).toBe(
      200,
    )
  })
})
