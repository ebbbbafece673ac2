import { describe, expect, it } from 'vitest'
import { organizationUser, organizations } from '../../db/schema/index.ts'
import { buildTestApp, createClient } from '../../test/build-test-app.ts'
import { createUser, signIn, TEST_PASSWORD } from '../../test/factories.ts'
import { mailsTo, tokenOf } from '../../test/outbox.ts'

describe('GET user', () => {
  it('answers 401 Unauthenticated. to a guest', async () => {
    const { app } = await buildTestApp()
    const res = await createClient(app).get('/api/user')
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: 'Unauthenticated.' })
  })

  it('answers the spec §3 user with the organisations and never the password hash', async () => {
    const { app, database } = await buildTestApp()
    const user = await createUser(database, { name: 'Ada Muster', superuser: true })
    const [org] = await database.db
      .insert(organizations)
      .values({ title: 'Musterbau', apiKey: 'key-1' })
      .returning()
    await database.db
      .insert(organizationUser)
      .values({ organizationId: org!.id, userId: user.id, role: 'owner' })
    const client = createClient(app)
    await signIn(client, user)

    const res = await client.get('/api/user')

    expect(res.statusCode).toBe(200)
    const date = expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    expect(res.json()).toEqual({
      id: user.id,
      name: 'Ada Muster',
      email: user.email,
      email_verified_at: date,
      created_at: date,
      updated_at: date,
      superuser: true,
      organizations: [{ id: org!.id, title: 'Musterbau', role: 'owner' }],
    })
  })
})

describe('PATCH user', () => {
  it('changes the name', async () => {
    const { app, database } = await buildTestApp()
    const user = await createUser(database)
    const client = createClient(app)
    await signIn(client, user)
    const res = await client.patch('/api/user', { name: '  Neuer Name ' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ name: 'Neuer Name', email: user.email })
    expect(res.json().email_verified_at).not.toBeNull()
  })

  it('treats a new e-mail as unverified and mails a link to the new address', async () => {
    const { app, database } = await buildTestApp()
    const user = await createUser(database, { verified: true })
    const client = createClient(app)
    await signIn(client, user)

    const res = await client.patch('/api/user', { email: 'Neu@Example.test' })

    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ email: 'neu@example.test', email_verified_at: null })
    const [mail] = await mailsTo(database, 'neu@example.test')
    const verified = await client.post('/api/email/verify', { token: tokenOf(mail!) })
    expect(verified.json()).toMatchObject({ email: 'neu@example.test' })
    expect(verified.json().email_verified_at).not.toBeNull()
  })

  it('keeps the verification when the e-mail stays the same', async () => {
    const { app, database } = await buildTestApp()
    const user = await createUser(database, { verified: true })
    const client = createClient(app)
    await signIn(client, user)
    const res = await client.patch('/api/user', { email: user.email.toUpperCase() })
    expect(res.json().email_verified_at).not.toBeNull()
    expect(await mailsTo(database, user.email)).toHaveLength(0)
  })

  it("refuses someone else's e-mail with 422 on email", async () => {
    const { app, database } = await buildTestApp()
    const user = await createUser(database)
    const other = await createUser(database)
    const client = createClient(app)
    await signIn(client, user)
    const res = await client.patch('/api/user', { email: other.email })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ email: ['Diese E-Mail-Adresse wird bereits verwendet.'] })
  })

  it('answers 401 to a guest', async () => {
    const { app } = await buildTestApp()
    expect((await createClient(app).patch('/api/user', { name: 'X' })).statusCode).toBe(401)
  })
})

describe('PUT user/password', () => {
  const change = {
    current_password: TEST_PASSWORD,
    password: 'a brand new password',
    password_confirmation: 'a brand new password',
  }

  it('changes the password and ends the other sessions, not this one', async () => {
    const { app, database } = await buildTestApp()
    const user = await createUser(database)
    const client = createClient(app)
    const elsewhere = createClient(app)
    await signIn(client, user)
    await signIn(elsewhere, user)

    const res = await client.put('/api/user/password', change)

    expect(res.statusCode).toBe(204)
    expect((await client.get('/api/user')).statusCode).toBe(200)
    expect((await elsewhere.get('/api/user')).statusCode).toBe(401)
    const old = await createClient(app).post('/api/login', {
      email: user.email,
      password: TEST_PASSWORD,
    })
    expect(old.statusCode).toBe(422)
    const fresh = await createClient(app).post('/api/login', {
      email: user.email,
      password: change.password,
    })
    expect(fresh.statusCode).toBe(200)
  })

  it('refuses a wrong current password with 422 on current_password', async () => {
    const { app, database } = await buildTestApp()
    const user = await createUser(database)
    const client = createClient(app)
    await signIn(client, user)
    const res = await client.put('/api/user/password', { ...change, current_password: 'wrong' })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ current_password: ['Das aktuelle Passwort ist falsch.'] })
  })

  it('answers 401 to a guest', async () => {
    const { app } = await buildTestApp()
    expect((await createClient(app).put('/api/user/password', change)).statusCode).toBe(401)
  })
})
