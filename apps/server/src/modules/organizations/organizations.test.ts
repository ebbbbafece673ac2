import { describe, expect, it } from 'vitest'
import { permissionService, permissions, services, subscriptions } from '../../db/schema/index.ts'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { signedInClient } from '../../test/factories.ts'
import { mailsTo } from '../../test/outbox.ts'

async function withOrganization(testApp: TestApp, title = 'Bäckerei Sonne') {
  const owner = await signedInClient(testApp, { name: 'Olga Owner' })
  const res = await owner.client.post('/api/organizations', { title })
  expect(res.statusCode).toBe(201)
  return { ...owner, organization: res.json() as { id: number; title: string } }
}

describe('organisations', () => {
  it('a verified user creates an organisation and becomes its owner', async () => {
    const testApp = await buildTestApp()
    const { client, organization } = await withOrganization(testApp)
    expect(organization).toMatchObject({
      title: 'Bäckerei Sonne',
      role: 'owner',
      services: [],
      themes: [],
    })
    const read = await client.get(`/api/organization/${organization.id}`)
    expect(read.statusCode).toBe(200)
    expect(read.json().api_key).toMatch(/^[\w-]{32}$/)
    const members = await client.get(`/api/organization/${organization.id}/members`)
    expect(members.json()).toEqual([expect.objectContaining({ name: 'Olga Owner', role: 'owner' })])
  })

  it('an unverified user may not create one', async () => {
    const testApp = await buildTestApp()
    const { client } = await signedInClient(testApp, { verified: false })
    const res = await client.post('/api/organizations', { title: 'Neu GmbH' })
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe('Bitte bestätige zuerst deine E-Mail-Adresse.')
  })

  it('a guest gets 401', async () => {
    const { app } = await buildTestApp()
    const res = await app.inject({ method: 'GET', url: '/api/organization/1' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: 'Unauthenticated.' })
  })

  it('a user of organisation A cannot read or change organisation B', async () => {
    const testApp = await buildTestApp()
    const a = await withOrganization(testApp, 'Alpha')
    const b = await withOrganization(testApp, 'Beta')
    for (const url of [
      `/api/organization/${b.organization.id}`,
      `/api/organization/${b.organization.id}/members`,
    ]) {
      const res = await a.client.get(url, { 'x-organization-id': String(b.organization.id) })
      expect(res.statusCode).toBe(404)
      expect(JSON.stringify(res.json())).not.toContain('Beta')
    }
    const rename = await a.client.patch(`/api/organization/${b.organization.id}`, {
      title: 'Hijacked',
    })
    expect(rename.statusCode).toBe(404)
    expect((await b.client.get(`/api/organization/${b.organization.id}`)).json().title).toBe('Beta')
  })

  it('a superuser may open any organisation, without seeing it as a member', async () => {
    const testApp = await buildTestApp()
    const { organization } = await withOrganization(testApp)
    const admin = await signedInClient(testApp, { superuser: true })
    const res = await admin.client.get(`/api/organization/${organization.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.json().role).toBeNull()
  })

  it('titles are unique regardless of case', async () => {
    const testApp = await buildTestApp()
    await withOrganization(testApp, 'Sonne')
    const other = await signedInClient(testApp)
    const res = await other.client.post('/api/organizations', { title: 'SONNE' })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.title).toEqual([
      'Eine Organisation mit diesem Namen gibt es schon. Du kannst ihr beitreten.',
    ])
  })

  it('create-or-request asks the owners of an existing organisation, who accept', async () => {
    const testApp = await buildTestApp()
    const owner = await withOrganization(testApp, 'Sonne')
    const joiner = await signedInClient(testApp, { name: 'Jana Joiner' })

    const asked = await joiner.client.post('/api/organizations/create-or-request', {
      title: 'sonne',
    })
    expect(asked.statusCode).toBe(202)
    const { request_id } = asked.json()
    const again = await joiner.client.post('/api/organizations/create-or-request', {
      title: 'Sonne',
    })
    expect(again.json()).toEqual({ status: 'requested', request_id })
    expect((await joiner.client.get(`/api/organization/${owner.organization.id}`)).statusCode).toBe(
      404,
    )

    const [notice] = await mailsTo(testApp.database, owner.user.email)
    expect(notice?.subject).toBe('Beitrittsanfrage für Sonne')
    expect(notice?.text).toContain('Jana Joiner')
    expect(notice?.text).toContain(`/backend/organization?organization=${owner.organization.id}`)

    const pending = await owner.client.get(
      `/api/organization/${owner.organization.id}/join-requests`,
    )
    expect(pending.json()).toEqual([
      expect.objectContaining({
        id: request_id,
        status: 'pending',
        user: expect.objectContaining({ name: 'Jana Joiner' }),
      }),
    ])
    const accepted = await owner.client.post(
      `/api/organization/${owner.organization.id}/join-requests/${request_id}/accept`,
    )
    expect(accepted.json().status).toBe('accepted')

    const read = await joiner.client.get(`/api/organization/${owner.organization.id}`)
    expect(read.statusCode).toBe(200)
    expect(read.json()).toMatchObject({ role: 'editor', api_key: null })
    const twice = await owner.client.post(
      `/api/organization/${owner.organization.id}/join-requests/${request_id}/decline`,
    )
    expect(twice.statusCode).toBe(409)
  })

  it('create-or-request creates an organisation that does not exist', async () => {
    const testApp = await buildTestApp()
    const { client } = await signedInClient(testApp)
    const res = await client.post('/api/organizations/create-or-request', { title: 'Mond' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      status: 'created',
      organization: { title: 'Mond', role: 'owner' },
    })
  })

  it('editors neither see nor decide join requests, nor rename the organisation', async () => {
    const testApp = await buildTestApp()
    const owner = await withOrganization(testApp, 'Sonne')
    const joiner = await signedInClient(testApp)
    const { request_id } = (
      await joiner.client.post('/api/organizations/create-or-request', { title: 'Sonne' })
    ).json()
    await owner.client.post(
      `/api/organization/${owner.organization.id}/join-requests/${request_id}/accept`,
    )
    const memberView = await joiner.client.get(
      `/api/organization/${owner.organization.id}/join-requests`,
    )
    expect(memberView.statusCode).toBe(403)
    expect(memberView.json()).toEqual({
      message: 'Ihre Rolle in dieser Organisation erlaubt das nicht.',
    })
    const rename = await joiner.client.patch(`/api/organization/${owner.organization.id}`, {
      title: 'Mine',
    })
    expect(rename.statusCode).toBe(403)
  })

  it('lists the permissions of the services the organisation subscribes to', async () => {
    const testApp = await buildTestApp()
    const { client, organization } = await withOrganization(testApp)
    const { db } = testApp.database
    const [service] = await db
      .insert(services)
      .values({ identifier: 'cms', title: 'CMS', price: 1900 })
      .returning()
    const [ended] = await db
      .insert(services)
      .values({ identifier: 'shop', title: 'Shop' })
      .returning()
    const [edit, sell] = await db
      .insert(permissions)
      .values([{ identifier: 'pages.edit' }, { identifier: 'shop.sell' }])
      .returning()
    await db.insert(permissionService).values([
      { serviceId: service!.id, permissionId: edit!.id },
      { serviceId: ended!.id, permissionId: sell!.id },
    ])
    await db.insert(subscriptions).values([
      { organizationId: organization.id, serviceId: service!.id },
      { organizationId: organization.id, serviceId: ended!.id, deletedAt: new Date() },
    ])
    const res = await client.get(`/api/organization/${organization.id}`)
    expect(res.json().services).toEqual([
      expect.objectContaining({
        identifier: 'cms',
        price: 1900,
        isSubscribed: true,
        permissions: [{ id: edit!.id, identifier: 'pages.edit' }],
      }),
    ])
  })

  it('rejects bad input with field errors and non-numeric ids with 404', async () => {
    const testApp = await buildTestApp()
    const { client } = await signedInClient(testApp)
    const cases = [
      { body: {}, field: 'title', message: 'Dieses Feld ist erforderlich.' },
      { body: { title: 42 }, field: 'title', message: 'Dieser Wert hat den falschen Typ.' },
      { body: { title: 'x'.repeat(500) }, field: 'title', message: 'Höchstens 120 Zeichen.' },
      {
        body: { title: 'Gut', organization_id: 3 },
        field: 'organization_id',
        message: 'Unbekanntes Feld.',
      },
    ]
    for (const { body, field, message } of cases) {
      const res = await client.post('/api/organizations', body)
      expect(res.statusCode).toBe(422)
      expect(res.json().errors[field]).toEqual([message])
    }
    const malformed = await client.request('POST', '/api/organizations', '{"title":', {
      'content-type': 'application/json',
    })
    expect(malformed.statusCode).toBe(422)
    expect(malformed.json().errors.body).toEqual(['Der Inhalt ist kein gültiges JSON.'])
    const english = await client.post('/api/organizations', {}, { cookie: 'locale=en' })
    expect(english.json().errors.title).toEqual(['This field is required.'])
    const notNumeric = await client.get('/api/organization/abc')
    expect(notNumeric.statusCode).toBe(404)
    expect(notNumeric.json()).toEqual({ message: 'Page Not Found: /api/organization/abc' })
  })
})
