import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { auditLog, invoices, mediaFiles } from '../../db/schema/index.ts'
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts'
import { createUser, signIn, signedInClient } from '../../test/factories.ts'
import { grantPlan } from '../../test/plans.ts'
import { homeWithBlock } from '../../test/publishing.ts'
import { publishSite } from '../../test/publishing.ts'

async function operator(testApp: TestApp) {
  const user = await createUser(testApp.database, { superuser: true })
  const client = createClient(testApp.app)
  await signIn(client, user)
  return { user, client }
}

describe('superuser organisations', () => {
  it('answers 401 to a guest and 403 to owners and members, with a forged header too', async () => {
    const testApp = await buildTestApp()
    const { client: owner } = await signedInClient(testApp)
    const org = (await owner.post('/api/organizations', { title: 'Eigen' })).json()
    const forged = { 'x-organization-id': String(org.id), 'x-superuser': 'true' }
    const requests: [string, string, unknown?][] = [
      ['GET', '/api/superuser/organizations'],
      ['GET', `/api/superuser/organizations/${org.id}`],
      ['POST', `/api/superuser/organizations/${org.id}/suspend`, { reason: 'x' }],
      ['POST', `/api/superuser/organizations/${org.id}/unsuspend`, {}],
    ]
    for (const [method, url, body] of requests) {
      expect((await createClient(testApp.app).request(method, url, body)).statusCode).toBe(401)
      const res = await owner.request(method, url, body, forged)
      expect(res.statusCode, `${method} ${url}`).toBe(403)
      expect(res.json()).toEqual({ message: 'This action is unauthorized.' })
    }
    expect((await owner.get(`/api/organization/${org.id}`)).json().suspended_at).toBeNull()
  })

  it('searches titles literally, pages, and counts members and sites', async () => {
    const testApp = await buildTestApp()
    const { client } = await operator(testApp)
    const { client: owner } = await signedInClient(testApp)
    const org = (await owner.post('/api/organizations', { title: '50% Rabatt_Laden' })).json()
    owner.useOrganization(org.id)
    await owner.post('/api/sites', { title: 'Eins' })
    await owner.post('/api/organizations', { title: '50 Rabatte' })

    const found = (
      await client.get(`/api/superuser/organizations?search=${encodeURIComponent('0%')}`)
    ).json()
    expect(found.data).toEqual([
      expect.objectContaining({ id: org.id, member_count: 1, site_count: 1, suspended_at: null }),
    ])
    expect((await client.get('/api/superuser/organizations?search=_L')).json().total).toBe(1)
    expect(
      (await client.get(`/api/superuser/organizations?search=${'x'.repeat(10_000)}`)).statusCode,
    ).toBe(422)
    expect((await client.get('/api/superuser/organizations?page=0')).statusCode).toBe(422)
  })

  it('counts each organisation’s own sites (issue 34, item 5)', async () => {
    const testApp = await buildTestApp()
    const { client } = await operator(testApp)
    const { client: owner } = await signedInClient(testApp)
    const counts: Record<string, number> = { Eins: 1, Zwei: 2, Keine: 0 }
    for (const [title, sites] of Object.entries(counts)) {
      const org = (await owner.post('/api/organizations', { title })).json()
      owner.useOrganization(org.id)
      await grantPlan(testApp.database, org.id)
      for (let i = 0; i < sites; i++)
        expect((await owner.post('/api/sites', { title: `${title} ${i}` })).statusCode).toBe(201)
    }

    const listed = (await client.get('/api/superuser/organizations')).json().data as {
      title: string
      site_count: number
    }[]
    expect(Object.fromEntries(listed.map((o) => [o.title, o.site_count]))).toEqual(counts)
  })

  it('shows members, sites with domains, invoices and storage used', async () => {
    const testApp = await buildTestApp()
    const { client } = await operator(testApp)
    const { client: owner, user } = await signedInClient(testApp, { email: 'chef@example.test' })
    const org = (await owner.post('/api/organizations', { title: 'Laden' })).json()
    owner.useOrganization(org.id)
    const site = (await owner.post('/api/sites', { title: 'Laden' })).json()
    await grantPlan(testApp.database, org.id)
    expect(
      (await owner.post(`/api/sites/${site.id}/domains`, { domain: 'laden.example' })).statusCode,
    ).toBe(201)
    const { db } = testApp.database
    await db.insert(mediaFiles).values([
      {
        organizationId: org.id,
        filename: 'a.png',
        storageKey: 'k1',
        mimeType: 'image/png',
        checksum: 'a',
        size: 1000,
      },
      {
        organizationId: org.id,
        filename: 'b.png',
        storageKey: 'k2',
        mimeType: 'image/png',
        checksum: 'b',
        size: 2345,
      },
    ] as never)
    await db.insert(invoices).values({
      number: 'R-2026-0001',
      organizationId: org.id,
      chargeKey: 'c1',
      provider: 'invoice',
      currency: 'EUR',
      amount: 1990,
      lines: [],
      dueAt: new Date('2026-12-01T00:00:00Z'),
    })

    const res = await client.get(`/api/superuser/organizations/${org.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      title: 'Laden',
      members: [{ id: user.id, email: 'chef@example.test', role: 'owner' }],
      sites: [{ id: site.id, domains: [expect.objectContaining({ domain: 'laden.example' })] }],
      subscriptions: [{ service_title: 'Business', units: 1, deleted_at: null }],
      invoices: [
        {
          number: 'R-2026-0001',
          amount: 1990,
          status: 'open',
          provider: 'invoice',
          due_at: '2026-12-01 00:00:00',
        },
      ],
      storage_bytes: 3345,
    })
    expect((await client.get('/api/superuser/organizations/999999')).statusCode).toBe(404)
  })

  it('suspends: the site answers a neutral 503 to every visitor, members read why; unsuspend brings it back', async () => {
    const testApp = await buildTestApp()
    const { client, user: op } = await operator(testApp)
    const {
      client: owner,
      site,
      organization,
    } = await homeWithBlock(testApp, 'Sonne', 'Frische Brötchen')
    await publishSite(owner, site.id)
    const visit = (url = '/') =>
      testApp.app.inject({ method: 'GET', url, headers: { host: `${site.identifier}.localhost` } })
    expect((await visit()).body).toContain('Frische Brötchen')

    const suspended = await client.post(`/api/superuser/organizations/${organization.id}/suspend`, {
      reason: 'Rechnungen offen',
    })
    expect(suspended.statusCode).toBe(200)
    expect(suspended.json()).toMatchObject({ suspended_reason: 'Rechnungen offen' })
    for (const url of ['/', '/fehlt', '/robots.txt', '/sitemap.xml']) {
      const res = await visit(url)
      expect(res.statusCode, url).toBe(503)
      expect(res.headers['retry-after']).toBe('3600')
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow')
      expect(res.body).toContain('<meta name="robots" content="noindex">')
      expect(res.body).toContain('Diese Website ist vorübergehend nicht erreichbar.')
      expect(res.body).not.toContain('Sonne')
      expect(res.body).not.toContain('Rechnungen offen')
    }
    // The public form's posts too: nothing of the site is taken in while it is suspended.
    const submit = await testApp.app.inject({
      method: 'POST',
      url: '/form/submit/1',
      headers: { host: `${site.identifier}.localhost` },
      payload: {},
    })
    expect(submit.statusCode).toBe(503)
    const seen = (await owner.get(`/api/organization/${organization.id}`)).json()
    expect(seen).toMatchObject({
      suspended_reason: 'Rechnungen offen',
      suspended_at: expect.any(String),
    })

    await owner.put(`/api/sites/${site.id}/settings`, {
      settings: { language: 'en' },
      logo_file_id: null,
      favicon_file_id: null,
      seo_image_id: null,
    })
    expect((await visit()).body).toContain('This website is temporarily unavailable.')

    const back = await client.post(`/api/superuser/organizations/${organization.id}/unsuspend`, {})
    expect(back.json()).toMatchObject({ suspended_at: null, suspended_reason: null })
    const res = await visit()
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('Frische Brötchen')
    expect((await owner.get(`/api/organization/${organization.id}`)).json().suspended_at).toBeNull()

    const entries = await testApp.database.db.query.auditLog.findMany({
      where: eq(auditLog.targetType, 'organization'),
      orderBy: (a, { asc }) => [asc(a.id)],
    })
    expect(entries.map((e) => [e.action, e.targetId, e.actorId, e.details])).toEqual([
      ['organization.suspend', organization.id, op.id, { reason: 'Rechnungen offen' }],
      ['organization.unsuspend', organization.id, op.id, { reason: 'Rechnungen offen' }],
    ])
  })

  it('refuses a suspension without a reason (422)', async () => {
    const testApp = await buildTestApp()
    const { client } = await operator(testApp)
    const { client: owner } = await signedInClient(testApp)
    const org = (await owner.post('/api/organizations', { title: 'Eigen' })).json()
    const res = await client.post(`/api/superuser/organizations/${org.id}/suspend`, {
      reason: '  ',
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toHaveProperty('reason')
  })
})
