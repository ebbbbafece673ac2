import { describe, expect, it } from 'vitest'
import { buildTestApp, createClient } from '../../test/build-test-app.ts'
import { createTestClock } from '../../test/clock.ts'
import { createUser, signIn } from '../../test/factories.ts'
import { mailsTo, tokenOf } from '../../test/outbox.ts'

const newAccount = {
  name: 'Grete Beispiel',
  email: 'Grete@Example.TEST',
  password: 'a long enough secret',
  password_confirmation: 'a long enough secret',
}

describe('POST register', () => {
  it('creates the account signed in, lower-cases the e-mail and mails a verification link', async () => {
    const { app, database } = await buildTestApp()
    const client = createClient(app)
    await client.get('/api/sanctum/csrf-cookie')
    const guestSession = client.jar.get('sitewerk_session')

    const res = await client.post('/api/register', newAccount)

    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      name: 'Grete Beispiel',
      email: 'grete@example.test',
      email_verified_at: null,
      superuser: false,
      organizations: [],
    })
    expect(client.jar.get('sitewerk_session')).not.toBe(guestSession)
    expect((await client.get('/api/user')).json()).toMatchObject({ email: 'grete@example.test' })
    const [mail, ...more] = await mailsTo(database, 'grete@example.test')
    expect(more).toHaveLength(0)
    expect(mail!.subject).toBe('Bitte bestätige deine E-Mail-Adresse')
    expect(mail!.text).toContain('Hallo Grete Beispiel,')
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/verify-email\?token=[\w-]{43}\n/)
    expect(mail!.html).toContain('<a href="http://localhost:3000/verify-email?token=')
  })

  it('links to the port the server listens on when APP_URL is unset (issue 34, item 1)', async () => {
    const { app, database } = await buildTestApp({ env: { APP_URL: '', PORT: '4100' } })
    await createClient(app).post('/api/register', newAccount)
    const [mail] = await mailsTo(database, 'grete@example.test')
    expect(mail!.text).toMatch(/http:\/\/localhost:4100\/verify-email\?token=[\w-]{43}\n/)
  })

  it('writes the mail in English for an English visitor and escapes the name in HTML', async () => {
    const { app, database } = await buildTestApp()
    const client = createClient(app)
    client.jar.set('locale', 'en')
    await client.post('/api/register', { ...newAccount, name: 'Ann <b>&</b> Co' })
    const [mail] = await mailsTo(database, 'grete@example.test')
    expect(mail!.subject).toBe('Please verify your e-mail address')
    expect(mail!.text).toContain('Hello Ann <b>&</b> Co,')
    expect(mail!.html).toContain('Hello Ann &lt;b&gt;&amp;&lt;/b&gt; Co,')
    expect(mail!.html).not.toContain('<b>')
  })

  it('refuses an e-mail that is taken, in any case, with 422 on email', async () => {
    const { app, database } = await buildTestApp()
    await createUser(database, { email: 'grete@example.test' })
    const res = await createClient(app).post('/api/register', newAccount)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      message: 'Die eingegebenen Daten sind ungültig.',
      errors: { email: ['Diese E-Mail-Adresse wird bereits verwendet.'] },
    })
  })

  it('refuses a confirmation that does not match the password', async () => {
    const { app } = await buildTestApp()
    const res = await createClient(app).post('/api/register', {
      ...newAccount,
      password_confirmation: 'something else entirely',
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({
      password_confirmation: ['Die Passwörter stimmen nicht überein.'],
    })
  })
})

describe('POST email/verify', () => {
  it('verifies the address with the mailed token, also in another browser, once', async () => {
    const { app, database } = await buildTestApp()
    await createClient(app).post('/api/register', newAccount)
    const [mail] = await mailsTo(database, 'grete@example.test')
    const otherBrowser = createClient(app)

    const res = await otherBrowser.post('/api/email/verify', { token: tokenOf(mail!) })

    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      email: 'grete@example.test',
      email_verified_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    })
    const again = await otherBrowser.post('/api/email/verify', { token: tokenOf(mail!) })
    expect(again.statusCode).toBe(422)
    expect(again.json().errors).toEqual({ token: ['Dieser Link ist ungültig oder abgelaufen.'] })
  })

  it('refuses an unknown token with 422 on token', async () => {
    const { app } = await buildTestApp()
    const res = await createClient(app).post('/api/email/verify', { token: 'made-up' })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ token: ['Dieser Link ist ungültig oder abgelaufen.'] })
  })

  it('refuses a token older than 24 hours', async () => {
    const clock = createTestClock()
    const { app, database } = await buildTestApp({ clock })
    await createClient(app).post('/api/register', newAccount)
    const [mail] = await mailsTo(database, 'grete@example.test')
    clock.advanceSeconds(24 * 3600 + 1)
    const res = await createClient(app).post('/api/email/verify', { token: tokenOf(mail!) })
    expect(res.statusCode).toBe(422)
  })

  it('refuses a token sent to an address the user has since changed', async () => {
    const { app, database } = await buildTestApp()
    const client = createClient(app)
    await client.post('/api/register', newAccount)
    const [mail] = await mailsTo(database, 'grete@example.test')
    expect((await client.patch('/api/user', { email: 'new@example.test' })).statusCode).toBe(200)

    const res = await client.post('/api/email/verify', { token: tokenOf(mail!) })

    expect(res.statusCode).toBe(422)
    expect((await client.get('/api/user')).json().email_verified_at).toBeNull()
  })
})

describe('POST email/verification-notification', () => {
  it('sends a new link to a signed-in unverified user, at most once a minute', async () => {
    const clock = createTestClock()
    const { app, database } = await buildTestApp({ clock })
    const user = await createUser(database, { verified: false })
    const client = createClient(app)
    await signIn(client, user)

    const first = await client.post('/api/email/verification-notification')
    const second = await client.post('/api/email/verification-notification')
    clock.advanceSeconds(61)
    const later = await client.post('/api/email/verification-notification')

    expect(first.statusCode).toBe(202)
    expect(first.json()).toEqual({ status: 'verification-link-sent' })
    expect(second.statusCode).toBe(429)
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0)
    expect(later.statusCode).toBe(202)
    const mails = await mailsTo(database, user.email)
    expect(mails).toHaveLength(2)
    const verified = await client.post('/api/email/verify', { token: tokenOf(mails[1]!) })
    expect(verified.json().email_verified_at).not.toBeNull()
  })

  it('sends nothing to a verified user', async () => {
    const { app, database } = await buildTestApp()
    const user = await createUser(database, { verified: true })
    const client = createClient(app)
    await signIn(client, user)
    const res = await client.post('/api/email/verification-notification')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'already-verified' })
    expect(await mailsTo(database, user.email)).toHaveLength(0)
  })

  it('answers 401 to a guest', async () => {
    const { app } = await buildTestApp()
    const res = await createClient(app).post('/api/email/verification-notification')
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: 'Unauthenticated.' })
  })
})
