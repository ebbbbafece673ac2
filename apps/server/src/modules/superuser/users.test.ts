import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { auditLog, sessions, users } from '../../db/schema/index.ts'
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts'
import { createTestClock } from '../../test/clock.ts'
import { createUser, signIn, signedInClient } from '../../test/factories.ts'
import { mailsTo, tokenOf } from '../../test/outbox.ts'

/** A superuser signed in through the login route, so the session is a real one. */
async function operator(
  testApp: TestApp,
  email = `op-${Math.random().toString(16).slice(2)}@example.test`,
) {
  const user = await createUser(testApp.database, { name: 'Olga Operator', email, superuser: true })
  const client = createClient(testApp.app)
  await signIn(client, user)
  return { user, client }
}

const auditOf = (testApp: TestApp, targetId: number) =>
  testApp.database.db.query.auditLog.findMany({
    where: eq(auditLog.targetId, targetId),
    orderBy: (a, { asc }) => [asc(a.id)],
  })

describe('superuser users: who may call', () => {
  it('answers 401 to a guest and 403 to owners and members, with a forged header too', async () => {
    const testApp = await buildTestApp()
    const victim = await createUser(testApp.database)
    const { client: owner, user } = await signedInClient(testApp)
    const organization = (await owner.post('/api/organizations', { title: 'Eigen' })).json()
    owner.useOrganization(organization.id)
    const forged = { 'x-superuser': '1', 'x-organization-id': String(organization.id) }
    const requests: [string, string, unknown?][] = [
      ['GET', '/api/superuser/users'],
      ['GET', `/api/superuser/users/${victim.id}`],
      ['PATCH', `/api/superuser/users/${victim.id}`, { superuser: true }],
      ['DELETE', `/api/superuser/users/${victim.id}`],
      ['DELETE', `/api/superuser/users/${victim.id}/sessions`],
      ['DELETE', `/api/superuser/users/${victim.id}/sessions/0123456789ab`],
      ['POST', `/api/superuser/users/${victim.id}/verify`, {}],
      ['POST', `/api/superuser/users/${victim.id}/resend-verification`, {}],
      ['GET', `/api/superuser/users/${victim.id}/export`],
      ['GET', '/api/superuser/audit'],
    ]
    const guest = createClient(testApp.app)
    for (const [method, url, body] of requests) {
      const asGuest = await guest.request(method, url, body)
      expect(asGuest.statusCode, `${method} ${url}`).toBe(401)
      const asOwner = await owner.request(method, url, body, forged)
      expect(asOwner.statusCode, `${method} ${url}`).toBe(403)
      expect(asOwner.json()).toEqual({ message: 'This action is unauthorized.' })
    }
    const row = await testApp.database.db.query.users.findFirst({ where: eq(users.id, user.id) })
    expect(row?.superuser).toBe(false)
    expect(await testApp.database.db.$count(auditLog)).toBe(0)
  })
})

describe('superuser users: search', () => {
  it('finds by name and e-mail, case-insensitive, and pages 25 at a time with the total', async () => {
    const testApp = await buildTestApp()
    const { client } = await operator(testApp, 'olga@example.test')
    await createUser(testApp.database, { name: 'Ada Lovelace', email: 'ada@example.test' })
    await createUser(testApp.database, { name: 'Bob', email: 'LOVE@example.test' })
    for (let i = 0; i < 26; i++)
      await createUser(testApp.database, { name: `Viele ${i}`, email: `viele-${i}@example.test` })

    const found = (
      await client.get('/api/superuser/users?search=LOVE&sort=email&direction=asc')
    ).json()
    expect(found.data.map((u: { email: string }) => u.email)).toEqual([
      'ada@example.test',
      'love@example.test',
    ])
    expect(found.total).toBe(2)

    const first = (await client.get('/api/superuser/users?search=viele&sort=name')).json()
    const second = (await client.get('/api/superuser/users?search=viele&page=2')).json()
    expect([first.data.length, second.data.length, first.total, first.last_page]).toEqual([
      25, 1, 26, 2,
    ])
    expect(first.data[0]).not.toHaveProperty('password_hash')
  })

  it('takes %, _, backslashes and quotes literally', async () => {
    const testApp = await buildTestApp()
    const { client } = await operator(testApp)
    await createUser(testApp.database, { name: "100% O'Brien", email: 'obrien@example.test' })
    await createUser(testApp.database, { name: 'a_b \\ c "x"', email: 'under@example.test' })
    await createUser(testApp.database, { name: 'aXb', email: 'other@example.test' })
    const search = async (text: string) =>
      (await client.get(`/api/superuser/users?search=${encodeURIComponent(text)}`))
        .json()
        .data.map((u: { email: string }) => u.email)
    expect(await search('%')).toEqual(['obrien@example.test'])
    expect(await search("O'Brien")).toEqual(['obrien@example.test'])
    expect(await search('a_b')).toEqual(['under@example.test'])
    expect(await search('\\')).toEqual(['under@example.test'])
    expect(await search('"x"')).toEqual(['under@example.test'])
  })

  it('refuses a search of 10,000 characters with 422 and answers 200 characters fast', async () => {
    const testApp = await buildTestApp()
    const { client } = await operator(testApp)
    const long = await client.get(`/api/superuser/users?search=${'%'.repeat(10_000)}`)
    expect(long.statusCode).toBe(422)
    expect(long.json().errors).toHaveProperty('search')
    const started = performance.now()
    const res = await client.get(
      `/api/superuser/users?search=${encodeURIComponent('%_'.repeat(100))}`,
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().total).toBe(0)
    expect(performance.now() - started).toBeLessThan(1000)
  })
})

describe('superuser users: detail and sessions', () => {
  it('shows organisations and sessions by a hint, never the token, and ends one or all', async () => {
    const testApp = await buildTestApp()
    const { client, user: op } = await operator(testApp)
    const target = await createUser(testApp.database, { email: 'target@example.test' })
    const phone = createClient(testApp.app)
    const laptop = createClient(testApp.app)
    await signIn(phone, target)
    await signIn(laptop, target)
    const org = (await phone.post('/api/organizations', { title: 'Zielorg' })).json()

    const detail = (await client.get(`/api/superuser/users/${target.id}`)).json()
    expect(detail.organizations).toEqual([{ id: org.id, title: 'Zielorg', role: 'owner' }])
    expect(detail.sessions).toHaveLength(2)
    expect(detail.sessions[0].id).toMatch(/^[0-9a-f]{12}$/)
    expect(JSON.stringify(detail)).not.toContain(phone.jar.get('sitewerk_session') ?? '@@')
    const own = (await client.get(`/api/superuser/users/${op.id}`)).json()
    expect(own.sessions.map((s: { current: boolean }) => s.current)).toEqual([true])

    const one = await client.delete(
      `/api/superuser/users/${target.id}/sessions/${detail.sessions[0].id}`,
    )
    expect(one.statusCode).toBe(200)
    expect(one.json().sessions).toHaveLength(1)
    const unknown = await client.delete(`/api/superuser/users/${target.id}/sessions/000000000000`)
    expect(unknown.statusCode).toBe(404)
    const all = await client.delete(`/api/superuser/users/${target.id}/sessions`)
    expect(all.json().sessions).toEqual([])
    expect((await phone.get('/api/user')).statusCode).toBe(401)
    expect((await laptop.get('/api/user')).statusCode).toBe(401)
    expect((await auditOf(testApp, target.id)).map((a) => [a.action, a.details])).toEqual([
      ['user.session.end', { ended: 1, session: detail.sessions[0].id }],
      ['user.sessions.end', { ended: 1 }],
    ])
    expect((await client.get('/api/superuser/users/999999')).statusCode).toBe(404)
  })
})

describe('superuser users: verification', () => {
  it('marks an address verified, and resends the verification mail that works', async () => {
    const testApp = await buildTestApp()
    const { client, user: op } = await operator(testApp)
    const a = await createUser(testApp.database, { email: 'a@example.test', verified: false })
    const b = await createUser(testApp.database, { email: 'b@example.test', verified: false })

    const verified = await client.post(`/api/superuser/users/${a.id}/verify`, {})
    expect(verified.statusCode).toBe(200)
    expect(verified.json().email_verified_at).toMatch(/^\d{4}-/)
    const again = await client.post(`/api/superuser/users/${a.id}/resend-verification`, {})
    expect(again.statusCode).toBe(409)

    expect(
      (await client.post(`/api/superuser/users/${b.id}/resend-verification`, {})).json(),
    ).toEqual({
      sent: true,
    })
    const [mail] = await mailsTo(testApp.database, 'b@example.test')
    const res = await createClient(testApp.app).post('/api/email/verify', { token: tokenOf(mail!) })
    expect(res.statusCode).toBe(200)

    const entries = await testApp.database.db.query.auditLog.findMany()
    expect(entries.map((e) => [e.action, e.targetId, e.actorId, e.actorEmail])).toEqual([
      ['user.verify', a.id, op.id, op.email],
      ['user.verification.resend', b.id, op.id, op.email],
    ])
  })
})

describe('superuser users: flag and disabling', () => {
  it('grants and removes the flag, refuses removing one’s own and disabling oneself', async () => {
    const testApp = await buildTestApp()
    const { client, user: op } = await operator(testApp)
    const other = await createUser(testApp.database)

    const own = await client.patch(`/api/superuser/users/${op.id}`, { superuser: false })
    expect(own.statusCode).toBe(409)
    expect(own.json().message).toBe('Sie können sich das Superuser-Recht nicht selbst entziehen.')
    const self = await client.patch(`/api/superuser/users/${op.id}`, { disabled: true })
    expect(self.statusCode).toBe(409)

    const granted = await client.patch(`/api/superuser/users/${other.id}`, { superuser: true })
    expect(granted.json().superuser).toBe(true)
    const demoted = await client.patch(`/api/superuser/users/${other.id}`, { superuser: false })
    expect(demoted.json().superuser).toBe(false)
    expect((await auditOf(testApp, other.id)).map((a) => a.details)).toEqual([
      { superuser: { from: false, to: true } },
      { superuser: { from: true, to: false } },
    ])
  })

  // The acting superuser is always one who can sign in and cannot demote themselves, so the last
  // one is reached when two demote each other at once: the row lock lets one through.
  it('keeps the last superuser when two demote each other at once (409)', async () => {
    const testApp = await buildTestApp()
    const a = await operator(testApp)
    const b = await operator(testApp)
    const [first, second] = await Promise.all([
      a.client.patch(`/api/superuser/users/${b.user.id}`, { superuser: false }),
      b.client.patch(`/api/superuser/users/${a.user.id}`, { superuser: false }),
    ])
    // One goes through. The other waited for the lock and is refused as the last one (409), or
    // came in after the first had ended and is no superuser any more (403).
    const statuses = [first.statusCode, second.statusCode]
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    const refused = first.statusCode === 200 ? second : first
    if (refused.statusCode === 409)
      expect(refused.json().message).toBe(
        'Der letzte Superuser kann weder herabgestuft noch gesperrt werden.',
      )
    else expect(refused.statusCode).toBe(403)
    const left = await testApp.database.db.query.users.findMany({
      where: eq(users.superuser, true),
    })
    expect(left).toHaveLength(1)
  })

  it('disabling ends every session at once and login is refused in the user’s language', async () => {
    const testApp = await buildTestApp()
    const { client } = await operator(testApp)
    const target = await createUser(testApp.database, { email: 'gesperrt@example.test' })
    const browser = createClient(testApp.app)
    await signIn(browser, target)
    expect((await browser.get('/api/user')).statusCode).toBe(200)

    const res = await client.patch(`/api/superuser/users/${target.id}`, { disabled: true })
    expect(res.json()).toMatchObject({ disabled_at: expect.any(String), sessions: [] })
    expect((await browser.get('/api/user')).statusCode).toBe(401)
    expect(await testApp.database.db.$count(sessions, eq(sessions.userId, target.id))).toBe(0)

    const de = await createClient(testApp.app).post('/api/login', {
      email: target.email,
      password: target.password,
    })
    expect(de.statusCode).toBe(422)
    expect(de.json().message).toBe(
      'Dieses Konto ist gesperrt. Bitte wenden Sie sich an den Betreiber.',
    )
    const en = await createClient(testApp.app).post(
      '/api/login',
      { email: target.email, password: target.password },
      { 'accept-language': 'en' },
    )
    expect(en.json().message).toBe('This account is disabled. Please contact the operator.')
    // A wrong password still gets the usual answer: the lock is told only to the right person.
    const wrong = await createClient(testApp.app).post('/api/login', {
      email: target.email,
      password: 'not the password',
    })
    expect(wrong.json().message).toBe('Diese Zugangsdaten stimmen nicht mit unseren Daten überein.')

    await client.patch(`/api/superuser/users/${target.id}`, { disabled: false })
    await signIn(createClient(testApp.app), target)
  })

  it('signs nobody in with a session of a disabled account that survived', async () => {
    const testApp = await buildTestApp()
    const { client, user } = await signedInClient(testApp)
    await testApp.database.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.id, user.id))
    expect((await client.get('/api/user')).statusCode).toBe(401)
  })
})

describe('superuser users: export and deletion', () => {
  it('exports everything of the person as a download, without the password hash', async () => {
    const testApp = await buildTestApp()
    const { client, user: op } = await operator(testApp)
    const person = await createUser(testApp.database, {
      name: 'Paula',
      email: 'paula@example.test',
      verified: false,
    })
    await client.post(`/api/superuser/users/${person.id}/verify`, {})
    const browser = createClient(testApp.app)
    await signIn(browser, person)
    const org = (await browser.post('/api/organizations', { title: 'Paulas Laden' })).json()
    await createClient(testApp.app).post('/api/forgot-password', { email: person.email })

    const res = await client.get(`/api/superuser/users/${person.id}/export`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="sitewerk-user-${person.id}-\\d{4}-\\d\\d-\\d\\d\\.json"$`),
    )
    expect(res.body).not.toContain(person.passwordHash)
    expect(res.body).not.toContain('password_hash')
    const data = res.json()
    expect(data.account).toMatchObject({
      id: person.id,
      name: 'Paula',
      email: 'paula@example.test',
    })
    expect(data.memberships).toEqual([
      expect.objectContaining({
        organization_id: org.id,
        organization_title: 'Paulas Laden',
        role: 'owner',
      }),
    ])
    expect(data.sessions).toHaveLength(1)
    expect(data.mails.map((m: { subject: string }) => m.subject)).toEqual(['Passwort zurücksetzen'])
    expect(data.audit_entries.map((a: { action: string }) => a.action)).toEqual(['user.verify'])
    expect(Object.keys(data)).toEqual([
      'exported_at',
      'account',
      'memberships',
      'sessions',
      'join_requests',
      'invitations_sent',
      'audit_entries',
      'mails',
    ])
    const exported = await auditOf(testApp, person.id)
    expect(exported.at(-1)).toMatchObject({ action: 'user.export', actorId: op.id })
  })

  it('deletes only within an hour after an export, and records it', async () => {
    const clock = createTestClock()
    const testApp = await buildTestApp({ clock })
    const { client } = await operator(testApp)
    const person = await createUser(testApp.database, { email: 'weg@example.test' })

    const before = await client.delete(`/api/superuser/users/${person.id}`)
    expect(before.statusCode).toBe(409)
    expect(before.json().message).toContain('Datenexport')
    await client.get(`/api/superuser/users/${person.id}/export`)
    clock.advanceSeconds(61 * 60)
    expect((await client.delete(`/api/superuser/users/${person.id}`)).statusCode).toBe(409)
    await client.get(`/api/superuser/users/${person.id}/export`)
    clock.advanceSeconds(30 * 60)
    expect((await client.delete(`/api/superuser/users/${person.id}`)).statusCode).toBe(204)
    expect(await testApp.database.db.$count(users, eq(users.id, person.id))).toBe(0)
    expect((await auditOf(testApp, person.id)).map((a) => a.action)).toEqual([
      'user.export',
      'user.export',
      'user.delete',
    ])
    expect((await client.get(`/api/superuser/users/${person.id}`)).statusCode).toBe(404)
  })

  it('refuses to delete the last owner of an organisation with members, naming them, and a sole member', async () => {
    const testApp = await buildTestApp()
    const { client, user: op } = await operator(testApp)
    const { client: ownerClient, user: owner } = await signedInClient(testApp, {
      email: 'owner@example.test',
    })
    const org = (await ownerClient.post('/api/organizations', { title: 'Gemeinsam' })).json()
    const member = await signedInClient(testApp, { name: 'Mia', email: 'mia@example.test' })
    const request = (
      await member.client.post('/api/organizations/create-or-request', { title: 'Gemeinsam' })
    ).json()
    const requests = (await ownerClient.get(`/api/organization/${org.id}/join-requests`)).json()
    await ownerClient.post(
      `/api/organization/${org.id}/join-requests/${(requests[0] ?? request).id}/accept`,
      {},
    )
    await client.get(`/api/superuser/users/${owner.id}/export`)

    const res = await client.delete(`/api/superuser/users/${owner.id}`)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toContain('Gemeinsam')
    expect(res.json().organizations).toEqual([
      {
        id: org.id,
        title: 'Gemeinsam',
        members: [expect.objectContaining({ id: member.user.id, email: 'mia@example.test' })],
      },
    ])

    await member.client.post('/api/organizations', { title: 'Nur Mia' })
    await client.get(`/api/superuser/users/${member.user.id}/export`)
    const sole = await client.delete(`/api/superuser/users/${member.user.id}`)
    expect(sole.statusCode).toBe(409)
    expect(sole.json().organizations).toEqual([expect.objectContaining({ title: 'Nur Mia' })])
    expect((await client.delete(`/api/superuser/users/${op.id}`)).statusCode).toBe(409)
  })
})
