import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { auditLog, impersonations, organizations, sessions } from '../../db/schema/index.ts'
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts'
import { createTestClock } from '../../test/clock.ts'
import { createUser, signIn, signedInClient } from '../../test/factories.ts'
import { SESSION_IDLE_SECONDS } from '../auth/session-store.ts'
import { createAuditLog } from './audit-log.ts'
import { createSuperuserRepository } from './repository.ts'
import { createTestUserRepository } from './test-user-repository.ts'
import { createTestUserService } from './test-user-service.ts'

const CONFIRM = { 'x-sitewerk-confirm-write': '1' }

/** A superuser signed in through the login route, so the session is a real one. */
async function operator(testApp: TestApp) {
  const user = await createUser(testApp.database, { name: 'Olga Operator', superuser: true })
  const client = createClient(testApp.app)
  await signIn(client, user)
  return { user, client }
}

/** A person signed in on their own client, owner of an organisation. */
async function personWithOrganization(testApp: TestApp, title = 'Bäckerei Sonne') {
  const { user, client } = await signedInClient(testApp, { name: 'Erika Muster' })
  const organization = (await client.post('/api/organizations', { title })).json()
  return { user, client, organization: organization as { id: number; title: string } }
}

/** A superuser whose session shows `person`'s back office, in the person's organisation. */
async function lookingAs(
  testApp: TestApp,
  person: { user: { id: number }; organization: { id: number } },
) {
  const { client, user } = await operator(testApp)
  const res = await client.post('/api/superuser/test-user', { user_id: person.user.id })
  if (res.statusCode !== 201)
    throw new Error(`test user not started: ${res.statusCode} ${res.body}`)
  client.useOrganization(person.organization.id)
  return { client, user }
}

const actionsOf = async (testApp: TestApp) =>
  (await testApp.database.db.query.auditLog.findMany({ orderBy: (a, { asc }) => [asc(a.id)] })).map(
    (e) => e.action,
  )

describe('test user: who may call', () => {
  it('answers 401 to a guest and 403 to everyone but superusers, with forged headers too', async () => {
    const testApp = await buildTestApp()
    const person = await personWithOrganization(testApp)
    const { client: owner } = await personWithOrganization(testApp, 'Eigen')
    const forged = {
      'x-superuser': '1',
      'x-organization-id': String(person.organization.id),
      ...CONFIRM,
    }
    const requests: [string, unknown?][] = [
      ['GET'],
      ['POST', { user_id: person.user.id }],
      ['DELETE'],
    ]
    const guest = createClient(testApp.app)
    for (const [method, body] of requests) {
      const asGuest = await guest.request(method, '/api/superuser/test-user', body)
      expect(asGuest.statusCode, method).toBe(401)
      const asOwner = await owner.request(method, '/api/superuser/test-user', body, forged)
      expect(asOwner.statusCode, method).toBe(403)
      expect(asOwner.json()).toEqual({ message: 'This action is unauthorized.' })
    }
    expect(await testApp.database.db.$count(impersonations)).toBe(0)
    expect(await testApp.database.db.$count(auditLog)).toBe(0)
  })
})

describe('test user: start', () => {
  it('shows the back office as the person: their account, organisations and roles', async () => {
    const testApp = await buildTestApp()
    const person = await personWithOrganization(testApp)
    const other = await personWithOrganization(testApp, 'Fremd GmbH')
    const { client, user: op } = await operator(testApp)

    const started = await client.post('/api/superuser/test-user', { user_id: person.user.id })
    expect(started.statusCode).toBe(201)
    expect(started.json()).toMatchObject({
      active: true,
      user: { id: person.user.id, name: 'Erika Muster', email: person.user.email },
    })

    const me = await client.get('/api/user')
    expect(me.json()).toMatchObject({ id: person.user.id, superuser: false })
    expect(me.json().organizations.map((o: { id: number }) => o.id)).toEqual([
      person.organization.id,
    ])
    expect(me.headers['x-sitewerk-test-user']).toBe(String(person.user.id))
    client.useOrganization(person.organization.id)
    expect((await client.get(`/api/organization/${person.organization.id}`)).statusCode).toBe(200)
    // the superuser alone opens any organisation; the person sees only their own
    client.useOrganization(other.organization.id)
    expect((await client.get(`/api/organization/${other.organization.id}`)).statusCode).toBe(404)

    const state = (await client.get('/api/superuser/test-user')).json()
    expect(state).toMatchObject({ active: true, user: { id: person.user.id } })
    const [entry] = await testApp.database.db.query.auditLog.findMany()
    expect(entry).toMatchObject({
      actorId: op.id,
      actorEmail: op.email,
      action: 'test_user.start',
      targetType: 'user',
      targetId: person.user.id,
      onBehalfOfId: person.user.id,
    })
  })

  it('refuses oneself, a disabled account and an unknown one, in the language asked for', async () => {
    const testApp = await buildTestApp()
    const { client, user: op } = await operator(testApp)
    const disabled = await createUser(testApp.database)
    await client.patch(`/api/superuser/users/${disabled.id}`, { disabled: true })

    const self = await client.post('/api/superuser/test-user', { user_id: op.id })
    expect([self.statusCode, self.json().message]).toEqual([
      409,
      'Sich selbst können Sie nicht als Testbenutzer ansehen.',
    ])
    const locked = await client.post(
      '/api/superuser/test-user',
      { user_id: disabled.id },
      { 'accept-language': 'en' },
    )
    expect([locked.statusCode, locked.json().message]).toEqual([
      409,
      'This account is disabled and cannot be viewed as a test user.',
    ])
    expect((await client.post('/api/superuser/test-user', { user_id: 999_999 })).statusCode).toBe(
      404,
    )
    const bad = await client.post('/api/superuser/test-user', { user_id: 'Erika' })
    expect([bad.statusCode, Object.keys(bad.json().errors)]).toEqual([422, ['user_id']])
    expect(await testApp.database.db.$count(impersonations)).toBe(0)
    expect((await client.get('/api/user')).json().id).toBe(op.id)
  })
})

describe('test user: writes', () => {
  it('refuses a write without the confirmation and makes it with one, recorded in the audit log', async () => {
    const testApp = await buildTestApp()
    const person = await personWithOrganization(testApp)
    const { client } = await lookingAs(testApp, person)
    const url = `/api/organization/${person.organization.id}`

    const unconfirmed = await client.patch(url, { title: 'Bäckerei Mond' })
    expect(unconfirmed.statusCode).toBe(423)
    expect(unconfirmed.json()).toEqual({
      message: 'Als Testbenutzer wird nur gelesen. Bestätigen Sie jede Änderung einzeln.',
      errorTypes: { test_user: ['confirm_write'] },
    })
    const titleOf = async () =>
      (
        await testApp.database.db.query.organizations.findFirst({
          where: eq(organizations.id, person.organization.id),
        })
      )?.title
    expect(await titleOf()).toBe('Bäckerei Sonne')

    const confirmed = await client.patch(url, { title: 'Bäckerei Mond' }, CONFIRM)
    expect(confirmed.statusCode).toBe(200)
    expect(await titleOf()).toBe('Bäckerei Mond')
    // the confirmation counts for that request only
    expect((await client.patch(url, { title: 'Bäckerei Stern' })).statusCode).toBe(423)

    const writes = await testApp.database.db.query.auditLog.findMany({
      where: eq(auditLog.action, 'test_user.write'),
    })
    expect(writes).toHaveLength(1)
    expect(writes[0]).toMatchObject({
      targetId: person.user.id,
      onBehalfOfId: person.user.id,
      details: {
        method: 'PATCH',
        route: '/api/organization/:id',
        params: { id: person.organization.id },
        organization_id: person.organization.id,
        body: { title: 'Bäckerei Mond' },
        status: 200,
      },
    })
  })

  it('keeps the CSRF check: a confirmed write without the token is 419', async () => {
    const testApp = await buildTestApp()
    const person = await personWithOrganization(testApp)
    const { client } = await lookingAs(testApp, person)
    const res = await client.patch(
      `/api/organization/${person.organization.id}`,
      { title: 'Bäckerei Mond' },
      { ...CONFIRM, 'x-xsrf-token': 'forged' },
    )
    expect(res.statusCode).toBe(419)
  })

  it("closes the person's account, payments, secrets, downloads and the console, confirmed or not", async () => {
    const testApp = await buildTestApp()
    const person = await personWithOrganization(testApp)
    const { client } = await lookingAs(testApp, person)
    const password = {
      current_password: person.user.password,
      password: 'a brand new password',
      password_confirmation: 'a brand new password',
    }
    const closed: [string, string, unknown?][] = [
      ['PUT', '/api/user/password', password],
      ['PATCH', '/api/user', { email: 'operator-owns-this@example.test' }],
      ['POST', '/api/email/verification-notification', {}],
      ['POST', '/api/organization/api-key', {}],
      ['POST', '/api/payment-methods/setup-intent', { type: 'card' }],
      ['GET', '/api/forms/1/entries/csv'],
    ]
    for (const [method, url, body] of closed) {
      const res = await client.request(method, url, body, CONFIRM)
      expect([res.statusCode, res.json()], `${method} ${url}`).toEqual([
        403,
        {
          message:
            'Das bleibt der Person selbst vorbehalten und ist als Testbenutzer nicht möglich.',
          errorTypes: { test_user: ['refused'] },
        },
      ])
    }
    const console = await client.get(`/api/superuser/users/${person.user.id}`)
    expect(console.statusCode).toBe(403)
    expect(console.json().message).toMatch(/^Die Betreiber-Konsole ist gesperrt/)
    const again = await client.post('/api/superuser/test-user', { user_id: person.user.id })
    expect(again.statusCode).toBe(403)

    // the person still signs in with their password, under their address
    await signIn(createClient(testApp.app), person.user)
    expect(await actionsOf(testApp)).toEqual(['test_user.start'])
  })
})

describe('test user: the person cannot tell', () => {
  it("leaves the person's sessions as they were and never lists the superuser's as theirs", async () => {
    const clock = createTestClock()
    const testApp = await buildTestApp({ clock })
    const person = await personWithOrganization(testApp)
    const { client } = await operator(testApp)
    const sessionsOfPerson = () =>
      testApp.database.db.query.sessions.findMany({
        where: eq(sessions.userId, person.user.id),
        orderBy: (s, { asc }) => [asc(s.id)],
      })
    const before = await sessionsOfPerson()

    await client.post('/api/superuser/test-user', { user_id: person.user.id })
    client.useOrganization(person.organization.id)
    for (let i = 0; i < 3; i++) {
      clock.advanceSeconds(120) // past the session's touch interval
      await client.get('/api/user')
      await client.get(`/api/organization/${person.organization.id}`)
    }
    expect(await sessionsOfPerson()).toEqual(before)
    await client.delete('/api/superuser/test-user')

    client.useOrganization(undefined)
    const detail = (await client.get(`/api/superuser/users/${person.user.id}`)).json()
    expect(detail.sessions).toHaveLength(before.length)
    expect(detail.sessions.some((s: { current: boolean }) => s.current)).toBe(false)
  })
})

describe('test user: end', () => {
  it('returns the superuser to themselves with one call, recorded once', async () => {
    const testApp = await buildTestApp()
    const person = await personWithOrganization(testApp)
    const { client, user: op } = await lookingAs(testApp, person)

    const ended = await client.delete('/api/superuser/test-user')
    expect([ended.statusCode, ended.json()]).toEqual([200, { active: false }])
    expect(ended.headers['x-sitewerk-test-user']).toBeUndefined()
    const me = await client.get('/api/user')
    expect([me.json().id, me.headers['x-sitewerk-test-user']]).toEqual([op.id, undefined])
    expect((await client.delete('/api/superuser/test-user')).json()).toEqual({ active: false })

    const [, end] = await testApp.database.db.query.auditLog.findMany({
      orderBy: (a, { asc }) => [asc(a.id)],
    })
    expect(end).toMatchObject({
      action: 'test_user.end',
      actorId: op.id,
      onBehalfOfId: person.user.id,
      details: { how: 'ended', route: '/api/superuser/test-user' },
    })
    expect(await actionsOf(testApp)).toEqual(['test_user.start', 'test_user.end'])
  })

  it('ends with the logout', async () => {
    const testApp = await buildTestApp()
    const person = await personWithOrganization(testApp)
    const { client } = await lookingAs(testApp, person)
    expect((await client.post('/api/logout')).statusCode).toBe(204)
    expect(await actionsOf(testApp)).toEqual(['test_user.start', 'test_user.end'])
    expect(await testApp.database.db.$count(impersonations)).toBe(0)
  })

  it('ends when the superuser’s session expires, and the sweep records it', async () => {
    const clock = createTestClock()
    const testApp = await buildTestApp({ clock })
    const person = await personWithOrganization(testApp)
    const { client } = await lookingAs(testApp, person)

    clock.advanceSeconds(SESSION_IDLE_SECONDS + 1)
    expect((await client.get('/api/user')).statusCode).toBe(401)
    const { db } = testApp.database
    await createTestUserService({
      db,
      repo: createTestUserRepository(db),
      users: createSuperuserRepository(db),
      audit: createAuditLog(db),
      clock,
    }).endStale(clock.now())
    const end = await db.query.auditLog.findFirst({ where: eq(auditLog.action, 'test_user.end') })
    expect(end).toMatchObject({ onBehalfOfId: person.user.id, details: { how: 'session_ended' } })
    expect(await db.$count(impersonations)).toBe(0)
  })
})
