import { describe, expect, it } from 'vitest'
import { buildTestApp, createClient } from '../../test/build-test-app.ts'
import { createTestClock } from '../../test/clock.ts'
import { createUser, signIn, TEST_PASSWORD } from '../../test/factories.ts'
import { mailsTo, tokenOf } from '../../test/outbox.ts'

const NEW_PASSWORD = 'a brand new password'

const resetBody = (token: string, email: string) => ({
  token,
  email,
  password: NEW_PASSWORD,
  password_confirmation: NEW_PASSWORD,
})

describe('forgot and reset password', () => {
  it('mails a link that sets a new password once and ends the other sessions', async () => {
    const { app, database } = await buildTestApp()
    const user = await createUser(database)
    const signedIn = createClient(app)
    await signIn(signedIn, user)
    const guest = createClient(app)

    const forgot = await guest.post('/api/forgot-password', { email: user.email.toUpperCase() })

    expect(forgot.statusCode).toBe(202)
    expect(forgot.json()).toEqual({ status: 'reset-link-sent' })
    const [mail] = await mailsTo(database, user.email)
    expect(mail!.subject).toBe('Passwort zurücksetzen')
    const link = new URL(/http\S+/.exec(mail!.text)![0])
    expect(link.pathname).toBe('/reset-password')
    expect(link.searchParams.get('email')).toBe(user.email)

    const reset = await guest.post('/api/reset-password', resetBody(tokenOf(mail!), user.email))

    expect(reset.statusCode).toBe(200)
    expect(reset.json()).toEqual({ status: 'password-reset' })
    expect((await signedIn.get('/api/user')).statusCode).toBe(401)
    const login = (password: string) =>
      createClient(app).post('/api/login', { email: user.email, password })
    expect((await login(TEST_PASSWORD)).statusCode).toBe(422)
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200)
    const twice = await guest.post('/api/reset-password', resetBody(tokenOf(mail!), user.email))
    expect(twice.statusCode).toBe(422)
  })

  it('answers an unknown address the same and mails nothing', async () => {
    const { app, database } = await buildTestApp()
    const res = await createClient(app).post('/api/forgot-password', {
      email: 'nobody@example.test',
    })
    expect(res.statusCode).toBe(202)
    expect(res.json()).toEqual({ status: 'reset-link-sent' })
    expect(await mailsTo(database, 'nobody@example.test')).toHaveLength(0)
  })

  it('limits reset mails per address with 429 and Retry-After', async () => {
    const { app, database } = await buildTestApp()
    const user = await createUser(database)
    const client = createClient(app)
    const responses = []
    for (let i = 0; i < 4; i++) {
      responses.push(await client.post('/api/forgot-password', { email: user.email }))
    }
    expect(responses.map((r) => r.statusCode)).toEqual([202, 202, 202, 429])
    expect(Number(responses[3]!.headers['retry-after'])).toBeGreaterThan(0)
    expect(await mailsTo(database, user.email)).toHaveLength(3)
  })

  it('limits reset requests per IP address', async () => {
    const { app } = await buildTestApp({ env: { LOGIN_MAX_ATTEMPTS_PER_IP: '2' } })
    const client = createClient(app)
    const statuses = []
    for (const email of ['a@example.test', 'b@example.test', 'c@example.test']) {
      statuses.push((await client.post('/api/forgot-password', { email })).statusCode)
    }
    expect(statuses).toEqual([202, 202, 429])
  })

  it('refuses a made-up token with 422 on token', async () => {
    const { app, database } = await buildTestApp()
    const user = await createUser(database)
    const res = await createClient(app).post(
      '/api/reset-password',
      resetBody('made-up', user.email),
    )
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      message: 'Die eingegebenen Daten sind ungültig.',
      errors: { token: ['Dieser Link ist ungültig oder abgelaufen.'] },
    })
  })

  it('refuses a token with another e-mail address, and keeps it usable', async () => {
    const { app, database } = await buildTestApp()
    const user = await createUser(database)
    const other = await createUser(database)
    const client = createClient(app)
    await client.post('/api/forgot-password', { email: user.email })
    const token = tokenOf((await mailsTo(database, user.email))[0]!)

    const wrong = await client.post('/api/reset-password', resetBody(token, other.email))
    const right = await client.post('/api/reset-password', resetBody(token, user.email))

    expect(wrong.statusCode).toBe(422)
    expect(right.statusCode).toBe(200)
  })

  it('refuses a token older than 60 minutes', async () => {
    const clock = createTestClock()
    const { app, database } = await buildTestApp({ clock })
    const user = await createUser(database)
    const client = createClient(app)
    await client.post('/api/forgot-password', { email: user.email })
    const token = tokenOf((await mailsTo(database, user.email))[0]!)
    clock.advanceSeconds(60 * 60 + 1)
    const res = await client.post('/api/reset-password', resetBody(token, user.email))
    expect(res.statusCode).toBe(422)
  })
})
