import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/index.ts'
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts'
import { createTestClock } from '../../test/clock.ts'
import {
  createUser,
  pageWithArticle,
  signIn,
  signedInClient,
  siteOwner,
} from '../../test/factories.ts'
import { createAuditLog } from './audit-log.ts'
import { createAuditService } from './audit-service.ts'

describe('superuser audit log', () => {
  it('lists every action newest first, filtered by actor, action, target and time', async () => {
    const clock = createTestClock(new Date('2026-11-20T23:30:00Z'))
    const testApp = await buildTestApp({ clock })
    const olga = await createUser(testApp.database, { email: 'olga@example.test', superuser: true })
    const olaf = await createUser(testApp.database, { email: 'olaf@example.test', superuser: true })
    const a = createClient(testApp.app)
    const b = createClient(testApp.app)
    await signIn(a, olga)
    await signIn(b, olaf)
    const person = await createUser(testApp.database, { verified: false })
    const { client: owner } = await signedInClient(testApp)
    const org = (await owner.post('/api/organizations', { title: 'Laden' })).json()

    await a.post(`/api/superuser/users/${person.id}/verify`, {})
    clock.advanceSeconds(50 * 60)
    await b.post(`/api/superuser/organizations/${org.id}/suspend`, { reason: 'Spam' })
    await b.patch(`/api/superuser/users/${person.id}`, { superuser: true })
    clock.advanceSeconds(50 * 60)
    await a.get(`/api/superuser/users/${person.id}/export`)

    const list = async (query: string) => {
      const res = await a.get(`/api/superuser/audit${query}`)
      expect(res.statusCode, query).toBe(200)
      return res.json().data.map((e: { action: string }) => e.action)
    }
    expect(await list('')).toEqual([
      'user.export',
      'user.update',
      'organization.suspend',
      'user.verify',
    ])
    expect(await list(`?actor=${olaf.id}`)).toEqual(['user.update', 'organization.suspend'])
    expect(await list('?actor=olga@')).toEqual(['user.export', 'user.verify'])
    expect(await list('?action=user.update')).toEqual(['user.update'])
    expect(await list(`?target_type=user&target_id=${person.id}`)).toEqual([
      'user.export',
      'user.update',
      'user.verify',
    ])
    expect(await list('?from=2026-11-21&to=2026-11-21')).toEqual([
      'user.export',
      'user.update',
      'organization.suspend',
    ])
    expect(await list('?to=2026-11-20')).toEqual(['user.verify'])
    expect(await list('?from=2026-11-21 01:00:00')).toEqual(['user.export'])
    const [entry] = (await a.get('/api/superuser/audit?action=user.update')).json().data
    expect(entry).toMatchObject({
      actor_id: olaf.id,
      actor_email: 'olaf@example.test',
      target_type: 'user',
      target_id: person.id,
      details: { superuser: { from: false, to: true } },
      created_at: '2026-11-21 00:20:00',
    })
    expect((await a.get('/api/superuser/audit?from=gestern')).statusCode).toBe(422)
    expect((await a.get(`/api/superuser/audit?actor=${'%'.repeat(10_000)}`)).statusCode).toBe(422)
  })

  it('pages 25 entries at a time', async () => {
    const testApp = await buildTestApp()
    const op = await createUser(testApp.database, { superuser: true })
    const client = createClient(testApp.app)
    await signIn(client, op)
    await testApp.database.db.insert(auditLog).values(
      Array.from({ length: 30 }, (_, i) => ({
        actorId: op.id,
        actorEmail: op.email,
        action: 'user.verify',
        targetType: 'user',
        targetId: i + 1,
      })),
    )
    const second = (await client.get('/api/superuser/audit?page=2')).json()
    expect([second.data.length, second.total, second.last_page, second.current_page]).toEqual([
      5, 30, 2, 2,
    ])
  })

  it('deletes entries older than AUDIT_LOG_DAYS and keeps the rest', async () => {
    const testApp = await buildTestApp()
    const { db } = testApp.database
    const now = new Date('2026-11-24T12:00:00Z')
    const day = 24 * 3600 * 1000
    await db.insert(auditLog).values(
      [31, 30, 29, 1].map((days) => ({
        actorEmail: 'op@example.test',
        action: `aged.${days}`,
        targetType: 'user',
        targetId: 1,
        createdAt: new Date(now.getTime() - days * day - 1000),
      })),
    )
    await createAuditService({ audit: createAuditLog(db), keepDays: 30 }).purgeOld(now)
    const left = await db.query.auditLog.findMany({ orderBy: (a, { asc }) => [asc(a.id)] })
    expect(left.map((e) => e.action)).toEqual(['aged.29', 'aged.1'])
  })

  it('records each write of a superuser in an organisation they are not a member of (decision 053)', async () => {
    const clock = createTestClock(new Date('2026-12-07T09:15:00Z'))
    const testApp = await buildTestApp({ clock })
    const { tenant, page, op, client } = await superuserOutside(testApp)
    const writes = () =>
      testApp.database.db.query.auditLog.findMany({
        where: eq(auditLog.action, 'organization.write'),
        orderBy: [asc(auditLog.id)],
      })

    // Reading, and the members' own writes, are no entries.
    expect((await client.get(`/api/page/${page.id}`)).statusCode).toBe(200)
    await tenant.client.patch(`/api/page/${page.id}`, { title: 'Von der Inhaberin' })
    expect(await writes()).toEqual([])

    const res = await client.patch(`/api/page/${page.id}`, { title: 'Vom Betreiber' })
    expect(res.statusCode).toBe(200)
    expect((await tenant.client.get(`/api/page/${page.id}`)).json().title).toBe('Vom Betreiber')

    const listed = await client.get(
      `/api/superuser/audit?action=organization.write&target_type=organization&target_id=${tenant.organization.id}`,
    )
    expect(listed.json().data).toEqual([
      {
        id: expect.any(Number),
        actor_id: op.id,
        actor_email: 'op@example.test',
        action: 'organization.write',
        target_type: 'organization',
        target_id: tenant.organization.id,
        on_behalf_of_id: null,
        details: {
          method: 'PATCH',
          route: '/api/page/:id',
          params: { id: page.id },
          fields: ['title'],
          status: 200,
        },
        created_at: '2026-12-07 09:15:00',
      },
    ])

    // A user route that acts in the header's organisation counts too: its own component.
    const component = await client.post('/api/components', {
      namespace: 'module',
      key: 'vom-betreiber',
      title: 'Vom Betreiber',
    })
    expect(component.statusCode).toBe(201)
    expect((await writes()).map((e) => [e.details.route, e.details.status])).toEqual([
      ['/api/page/:id', 200],
      ['/api/components', 201],
    ])
  })

  it('makes no write of a superuser outside their organisations whose entry cannot be written', async () => {
    const testApp = await buildTestApp()
    const { tenant, page, client } = await superuserOutside(testApp)
    await testApp.database.exec(`
      CREATE FUNCTION refuse_audit() RETURNS trigger AS $$
        BEGIN RAISE EXCEPTION 'disk full'; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION refuse_audit();`)
    expect(
      (await client.patch(`/api/page/${page.id}`, { title: 'Vom Betreiber' })).statusCode,
    ).toBe(500)
    expect((await tenant.client.get(`/api/page/${page.id}`)).json().title).toBe('Start')
    await testApp.database.exec('DROP TRIGGER refuse_audit ON audit_log')
  })
})

/** An organisation with a page, and a superuser who is not a member, scoped to it. */
async function superuserOutside(testApp: TestApp) {
  const tenant = await siteOwner(testApp)
  const { page } = await pageWithArticle(tenant.client, tenant.site.id)
  const { user: op, client } = await signedInClient(testApp, {
    email: 'op@example.test',
    superuser: true,
  })
  client.useOrganization(tenant.organization.id)
  return { tenant, page, op, client }
}
