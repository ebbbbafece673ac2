import { describe, expect, it } from 'vitest'
import { buildTestApp, createClient } from '../../test/build-test-app.ts'
import { createTestClock } from '../../test/clock.ts'
import { createUser, signIn } from '../../test/factories.ts'

describe('GET superuser/mails', () => {
  it('answers 401 to a guest', async () => {
    const { app } = await buildTestApp()
    const res = await createClient(app).get('/api/superuser/mails')
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: 'Unauthenticated.' })
  })

  it('answers 403 to a user who is not a superuser', async () => {
    const { app, database } = await buildTestApp()
    const client = createClient(app)
    await signIn(client, await createUser(database))
    const res = await client.get('/api/superuser/mails')
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ message: 'This action is unauthorized.' })
  })

  it('lists the outbox newest first to a superuser, filtered by recipient', async () => {
    const clock = createTestClock()
    const { app, database } = await buildTestApp({ clock })
    const ada = await createUser(database, { email: 'ada@example.test' })
    const bob = await createUser(database, { email: 'bob@example.test' })
    const guest = createClient(app)
    await guest.post('/api/forgot-password', { email: ada.email })
    clock.advanceSeconds(5)
    await guest.post('/api/forgot-password', { email: bob.email })
    const admin = createClient(app)
    await signIn(admin, await createUser(database, { superuser: true }))

    const all = await admin.get('/api/superuser/mails')
    const toAda = await admin.get('/api/superuser/mails?to=ADA@example.test')

    expect(all.statusCode).toBe(200)
    expect(all.json().map((m: { to: string }) => m.to)).toEqual([bob.email, ada.email])
    expect(toAda.json()).toEqual([
      {
        id: expect.any(Number),
        to: ada.email,
        subject: 'Passwort zurücksetzen',
        text: expect.stringContaining('/reset-password?token='),
        html: expect.stringContaining('<a href="http://localhost:3000/reset-password?token='),
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      },
    ])
  })
})
