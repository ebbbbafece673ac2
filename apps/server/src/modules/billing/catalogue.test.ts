import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { Service } from '@sitewerk/contracts'
import { auditLog } from '../../db/schema/index.ts'
import { createClient } from '../../test/build-test-app.ts'
import { billingOwner, memberOf } from '../../test/billing.ts'
import { createUser, signIn } from '../../test/factories.ts'

const TRIAL_PLAN = {
  identifier: 'profi',
  title: 'Profi',
  feature_list: ['Eigene Domains', 'Eigene Schriften'],
  price: 2990,
  price_type: 'monthly',
  trial_days: 30,
  active: true,
  permissions: ['custom_domains', 'own_fonts'],
}

/** The owner's app with a superuser signed in through the login route. */
async function catalogueSetup() {
  const owner = await billingOwner()
  const user = await createUser(owner.testApp.database, {
    name: 'Olga Operator',
    email: 'olga@example.test',
    superuser: true,
  })
  const admin = createClient(owner.testApp.app)
  await signIn(admin, user)
  const auditOf = (serviceId: number) =>
    owner.testApp.database.db.query.auditLog.findMany({
      where: eq(auditLog.targetId, serviceId),
      orderBy: (a, { asc }) => [asc(a.id)],
    })
  return { ...owner, admin, operator: user, auditOf }
}

describe('the catalogue for superusers', () => {
  it('lists every service, withdrawn ones too, without any organisation’s subscriptions', async () => {
    const { admin, subscribe } = await catalogueSetup()
    await subscribe('business')
    const business = ((await admin.get('/api/superuser/services')).json() as Service[]).find(
      (s) => s.identifier === 'business',
    )!
    await admin.put(`/api/services/${business.id}`, {
      ...TRIAL_PLAN,
      identifier: 'business',
      active: false,
    })

    const res = await admin.get('/api/superuser/services')

    expect(res.statusCode).toBe(200)
    const listed = res.json() as Service[]
    expect(listed.map((s) => [s.identifier, s.active])).toEqual([
      ['starter', true],
      ['business', false],
      ['business-yearly', true],
      ['extra-website', true],
      ['setup', true],
    ])
    expect(listed.every((s) => !s.isSubscribed && s.subscriptions.length === 0)).toBe(true)
  })

  it('puts a new service at the end of the catalogue', async () => {
    const { admin, client } = await catalogueSetup()
    await admin.post('/api/services', TRIAL_PLAN)

    const offered = (await client.get('/api/services')).json() as Service[]

    expect(offered.map((s) => s.identifier).at(-1)).toBe('profi')
  })

  it('answers 401 to a guest and 403 to owners and members', async () => {
    const { client, testApp, organization } = await catalogueSetup()
    const member = await memberOf(testApp, organization.id, 'admin')

    expect((await createClient(testApp.app).get('/api/superuser/services')).statusCode).toBe(401)
    for (const other of [client, member.client]) {
      const res = await other.get('/api/superuser/services')
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ message: 'This action is unauthorized.' })
      expect((await other.post('/api/services', TRIAL_PLAN)).statusCode).toBe(403)
    }
    expect(await testApp.database.db.$count(auditLog)).toBe(0)
  })
})

describe('catalogue edits are recorded (decision 032)', () => {
  it('writes service.create with the new values and service.update with what changed', async () => {
    const { admin, operator, auditOf } = await catalogueSetup()

    const created = (await admin.post('/api/services', TRIAL_PLAN)).json() as Service
    const edited = await admin.put(`/api/services/${created.id}`, {
      ...TRIAL_PLAN,
      price: 3490,
      feature_list: ['Eigene Domains'],
      permissions: ['custom_domains'],
    })

    expect(edited.statusCode).toBe(200)
    const entries = await auditOf(created.id)
    expect(entries.map((e) => [e.action, e.targetType, e.actorId, e.actorEmail])).toEqual([
      ['service.create', 'service', operator.id, 'olga@example.test'],
      ['service.update', 'service', operator.id, 'olga@example.test'],
    ])
    expect(entries[0]!.details).toEqual({
      identifier: 'profi',
      title: 'Profi',
      feature_list: ['Eigene Domains', 'Eigene Schriften'],
      service_id: null,
      price: 2990,
      price_type: 'monthly',
      trial_days: 30,
      active: true,
      permissions: ['custom_domains', 'own_fonts'],
    })
    expect(entries[1]!.details).toEqual({
      price: { from: 2990, to: 3490 },
      feature_list: {
        from: ['Eigene Domains', 'Eigene Schriften'],
        to: ['Eigene Domains'],
      },
      permissions: { from: ['custom_domains', 'own_fonts'], to: ['custom_domains'] },
    })
  })

  it('writes nothing for an edit that changes nothing, a refused one or an unknown id', async () => {
    const { admin, auditOf, testApp } = await catalogueSetup()
    const created = (await admin.post('/api/services', TRIAL_PLAN)).json() as Service

    const same = await admin.put(`/api/services/${created.id}`, TRIAL_PLAN)
    const taken = await admin.post('/api/services', { ...TRIAL_PLAN, title: 'Zweites Profi' })
    const unknown = await admin.put('/api/services/999999', TRIAL_PLAN)

    expect([same.statusCode, taken.statusCode, unknown.statusCode]).toEqual([200, 422, 404])
    expect((await auditOf(created.id)).map((e) => e.action)).toEqual(['service.create'])
    expect(await testApp.database.db.$count(auditLog)).toBe(1)
  })
})
