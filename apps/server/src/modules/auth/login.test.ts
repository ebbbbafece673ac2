import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { buildApp } from '../../app.ts'
import { buildTestApp, createClient } from '../../test/build-test-app.ts'
import { createTestClock } from '../../test/clock.ts'
import { createUser, signIn } from '../../test/factories.ts'
import { mailsTo, tokenOf } from '../../test/outbox.ts'
import { mailPart, startSmtpReceiver, subjectOf } from '../../test/smtp-receiver.ts'

const credentials = (user: { email: string; password: string }) => ({
  email: user.email,
  password: user.password,
})

const cookieOf = (res: { cookies: unknown[] }, name: string) =>
  (res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]).find(
    (c) => c.name === name,
  )

describe('POST login', () => {
  it('signs in with a new session id and a new CSRF token', async () => {
    const { app, database } = await buildTestApp()
    const user = await createUser(database)
    const client = createClient(app)
    await client.get('/api/sanctum/csrf-cookie')
    const guest = { ...Object.fromEntries(client.jar) }

    const res = await client.post('/api/login', { email: user.email, password: user.password })

    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true })
    expect(client.jar.get('sitewerk_session')).not.toBe(guest['sitewerk_session'])
    expect(client.jar.get('XSRF-TOKEN')).not.toBe(guest['XSRF-TOKEN'])
    // The guest session is gone: its own CSRF token no longer matches anything.
    const stale = await app.inject({
      method: 'POST',
      url: '/api/logout',
      cookies: { sitewerk_session: guest['sitewerk_session']! },
      headers: { 'x-xsrf-token': guest['XSRF-TOKEN']! },
    })
    expect(stale.statusCode).toBe(419)
    expect((await client.get('/api/user')).json()).toMatchObject({ id: user.id })
  })

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const { app, database } = await buildTestApp()
    const user = await createUser(database, { email: 'ada@example.test' })
    const res = await createClient(app).post('/api/login', {
      email: '  Ada@Example.TEST ',
      password: user.password,
    })
    expect(res.statusCode).toBe(200)
  })

  it('keeps a remembered session past the browser session with Max-Age', async () => {
    const { app, database } = await buildTestApp()
    const user = await createUser(database)
    const res = await createClient(app).post('/api/login', { ...credentials(user), remember: true })
    expect(cookieOf(res, 'sitewerk_session')?.maxAge).toBeGreaterThan(300 * 24 * 3600)
    expect(cookieOf(res, 'XSRF-TOKEN')?.maxAge).toBeGreaterThan(300 * 24 * 3600)
  })

  it('ends a session that is not remembered with the browser (no Max-Age, no Expires)', async () => {
    const { app, database } = await buildTestApp()
    const user = await createUser(database)
    const res = await createClient(app).post('/api/login', {
      email: user.email,
      password: user.password,
      remember: false,
    })
    expect(res.statusCode).toBe(200)
    expect(cookieOf(res, 'sitewerk_session')).toMatchObject({ value: expect.any(String) })
    expect(cookieOf(res, 'sitewerk_session')?.maxAge).toBeUndefined()
    expect(cookieOf(res, 'sitewerk_session')?.expires).toBeUndefined()
  })

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const { app, database } = await buildTestApp()
    const user = await createUser(database)
    const client = createClient(app)

    const wrong = await client.post('/api/login', { email: user.email, password: 'not it at all' })
    const unknown = await client.post('/api/login', {
      email: 'nobody@example.test',
      password: 'not it at all',
    })

    expect(wrong.statusCode).toBe(422)
    expect(unknown.statusCode).toBe(422)
    expect(wrong.body).toBe(unknown.body)
    expect(wrong.json()).toEqual({
      message: 'Diese Zugangsdaten stimmen nicht mit unseren Daten überein.',
      errors: { email: ['Diese Zugangsdaten stimmen nicht mit unseren Daten überein.'] },
    })
    expect((await client.get('/api/user')).statusCode).toBe(401)
  })

  it('says it in English when the locale cookie is en', async () => {
    const { app } = await buildTestApp()
    const client = createClient(app)
    client.jar.set('locale', 'en')
    const res = await client.post('/api/login', { email: 'a@example.test', password: 'nope' })
    expect(res.json()).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    })
  })
})

describe('login rate limit', () => {
  it('refuses the e-mail with 429 and Retry-After after LOGIN_MAX_ATTEMPTS_PER_EMAIL failures', async () => {
    const { app, database } = await buildTestApp({ env: { LOGIN_MAX_ATTEMPTS_PER_EMAIL: '5' } })
    const user = await createUser(database)
    const client = createClient(app)
    const statuses = []
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await client.post('/api/login', { email: user.email, password: 'wrong' })).statusCode,
      )
    }

    const blocked = await client.post('/api/login', { email: user.email, password: user.password })

    expect(statuses).toEqual([422, 422, 422, 422, 422])
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json()).toEqual({ message: 'Too Many Attempts.' })
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60)
    const other = await createUser(database)
    expect((await client.post('/api/login', credentials(other))).statusCode).toBe(200)
  })

  it('shares the counters between server processes and parallel requests', async () => {
    const { app, database, config } = await buildTestApp({
      env: { LOGIN_MAX_ATTEMPTS_PER_EMAIL: '3' },
    })
    const secondProcess = await buildApp({ config, database, serveWeb: false })
    onTestFinished(() => secondProcess.close())
    const user = await createUser(database)
    const clients = [createClient(app), createClient(secondProcess)]
    for (const client of clients) await client.get('/api/sanctum/csrf-cookie')
    const wrong = { email: user.email, password: 'wrong' }

    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => clients[i % 2]!.post('/api/login', wrong)),
    )

    const statuses = responses.map((r) => r.statusCode).sort()
    expect(statuses).toEqual([422, 422, 422, 429, 429, 429, 429, 429, 429, 429])
  })

  it('refuses an IP address after LOGIN_MAX_ATTEMPTS_PER_IP failures, whatever the e-mail', async () => {
    const { app, database } = await buildTestApp({ env: { LOGIN_MAX_ATTEMPTS_PER_IP: '3' } })
    const user = await createUser(database)
    const client = createClient(app)
    for (const email of ['a@example.test', 'b@example.test', 'c@example.test']) {
      expect((await client.post('/api/login', { email, password: 'wrong' })).statusCode).toBe(422)
    }
    const blocked = await client.post('/api/login', { email: user.email, password: user.password })
    expect(blocked.statusCode).toBe(429)
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/)
  })

  it('does not count successful logins against the IP address', async () => {
    const { app, database } = await buildTestApp({ env: { LOGIN_MAX_ATTEMPTS_PER_IP: '2' } })
    const user = await createUser(database)
    for (let i = 0; i < 4; i++) {
      expect((await createClient(app).post('/api/login', credentials(user))).statusCode).toBe(200)
    }
  })

  it('starts the e-mail afresh after a successful login', async () => {
    const { app, database } = await buildTestApp({ env: { LOGIN_MAX_ATTEMPTS_PER_EMAIL: '3' } })
    const user = await createUser(database)
    const client = createClient(app)
    const wrong = { email: user.email, password: 'wrong' }
    await client.post('/api/login', wrong)
    await client.post('/api/login', wrong)
    expect((await client.post('/api/login', credentials(user))).statusCode).toBe(200)
    const after = []
    for (let i = 0; i < 4; i++) after.push((await client.post('/api/login', wrong)).statusCode)
    expect(after).toEqual([422, 422, 422, 429])
  })

  it('lets the e-mail try again once the window has passed', async () => {
    const clock = createTestClock()
    const { app, database } = await buildTestApp({
      clock,
      env: { LOGIN_MAX_ATTEMPTS_PER_EMAIL: '2', LOGIN_WINDOW_SECONDS: '60' },
    })
    const user = await createUser(database)
    const client = createClient(app)
    const wrong = { email: user.email, password: 'wrong' }
    await client.post('/api/login', wrong)
    await client.post('/api/login', wrong)
    clock.advanceSeconds(30)
    const blocked = await client.post('/api/login', credentials(user))
    expect(blocked.statusCode).toBe(429)
    expect(blocked.headers['retry-after']).toBe('30')

    clock.advanceSeconds(31)

    expect((await client.post('/api/login', credentials(user))).statusCode).toBe(200)
  })
})

type App = Awaited<ReturnType<typeof buildTestApp>>['app']

/** A browser at `remoteAddress`: fetches its CSRF cookie, then sends `payload` to `url`. */
async function postFrom(
  app: App,
  remoteAddress: string,
  url: string,
  payload: object,
  cookies: Record<string, string> = {},
) {
  const start = await app.inject({
    method: 'GET',
    url: '/api/sanctum/csrf-cookie',
    remoteAddress,
    cookies,
  })
  const jar = { ...cookies, ...Object.fromEntries(start.cookies.map((c) => [c.name, c.value])) }
  return app.inject({
    method: 'POST',
    url,
    remoteAddress,
    cookies: jar,
    headers: { 'x-xsrf-token': jar['XSRF-TOKEN']! },
    payload,
  })
}

const loginFrom = (app: App, remoteAddress: string, body: { email: string; password: string }) =>
  postFrom(app, remoteAddress, '/api/login', body)

describe('login lockout by a stranger (issue 12)', () => {
  it('blocks the attacker’s address after 5 wrong passwords, while the owner still signs in from another', async () => {
    const { app, database } = await buildTestApp({ env: { LOGIN_MAX_ATTEMPTS_PER_EMAIL: '5' } })
    const owner = await createUser(database)
    const attacker = '203.0.113.9'
    const statuses = []
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await loginFrom(app, attacker, { email: owner.email, password: 'guess' })).statusCode,
      )

    expect(statuses).toEqual([422, 422, 422, 422, 422, 429])
    expect((await loginFrom(app, attacker, credentials(owner))).statusCode).toBe(429)
    expect((await loginFrom(app, '198.51.100.7', credentials(owner))).statusCode).toBe(200)
  })

  it('still stops a guess spread over many addresses at LOGIN_MAX_ATTEMPTS_PER_ACCOUNT', async () => {
    const { app, database } = await buildTestApp({
      env: { LOGIN_MAX_ATTEMPTS_PER_EMAIL: '5', LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: '3' },
    })
    const owner = await createUser(database)
    const statuses = []
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'])
      statuses.push(
        (await loginFrom(app, ip, { email: owner.email, password: 'guess' })).statusCode,
      )

    expect(statuses).toEqual([422, 422, 422, 429])
  })
})

describe('login budget of an account across addresses (decision 057)', () => {
  const HOME = '198.51.100.7'
  /** A fresh address for every guess, as a botnet has. */
  const stranger = (i: number) => `203.0.${Math.floor(i / 250)}.${(i % 250) + 1}`

  it('lets the addresses the account never signed in from spend one budget an hour and a day together', async () => {
    const clock = createTestClock()
    const { app, database } = await buildTestApp({
      clock,
      env: { LOGIN_MAX_ATTEMPTS_PER_ACCOUNT_HOUR: '2', LOGIN_MAX_ATTEMPTS_PER_ACCOUNT_DAY: '3' },
    })
    const owner = await createUser(database)
    let guess = 0
    const guesses = async (count: number) => {
      const answers = []
      for (let i = 0; i < count; i++)
        answers.push(await loginFrom(app, stranger(guess++), { email: owner.email, password: 'x' }))
      return answers
    }

    const firstHour = await guesses(3)
    clock.advanceSeconds(3600)
    const secondHour = await guesses(2)
    clock.advanceSeconds(23 * 3600)
    const nextDay = await guesses(1)

    expect(firstHour.map((r) => r.statusCode)).toEqual([422, 422, 429])
    expect(firstHour[2]!.headers['retry-after']).toBe('3600')
    expect(secondHour.map((r) => r.statusCode)).toEqual([422, 429])
    expect(secondHour[1]!.headers['retry-after']).toBe(String(23 * 3600))
    expect(nextDay.map((r) => r.statusCode)).toEqual([422])
  })

  it('refuses even the right password from a new address once the budget is spent, while the owner’s address signs in, and mails the owner once', async () => {
    const smtp = await startSmtpReceiver()
    const { app, database } = await buildTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        LOGIN_MAX_ATTEMPTS_PER_ACCOUNT_HOUR: '3',
        LOGIN_MAX_ATTEMPTS_PER_ACCOUNT_DAY: '5',
      },
    })
    const owner = await createUser(database, { name: 'Ada Lovelace' })
    const english = { locale: 'en' }
    const atHome = await postFrom(app, HOME, '/api/login', credentials(owner), english)
    expect(atHome.statusCode).toBe(200)
    const statuses = []
    for (let i = 0; i < 10; i++)
      statuses.push(
        (await loginFrom(app, stranger(i), { email: owner.email, password: 'guess' })).statusCode,
      )

    const newAddress = await loginFrom(app, stranger(10), credentials(owner))

    expect(statuses).toEqual([422, 422, 422, 429, 429, 429, 429, 429, 429, 429])
    expect(newAddress.statusCode).toBe(429)
    expect(newAddress.json()).toEqual({ message: 'Too Many Attempts.' })
    expect(Number(newAddress.headers['retry-after'])).toBeGreaterThan(3000)
    expect(Number(newAddress.headers['retry-after'])).toBeLessThanOrEqual(3600)
    expect((await loginFrom(app, HOME, credentials(owner))).statusCode).toBe(200)
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1))
    const [mail] = smtp.received
    expect(mail!.to).toEqual([owner.email])
    expect(subjectOf(mail!.raw)).toBe('Many wrong passwords for your account')
    const text = mailPart(mail!.raw)
    expect(text).toContain('Hello Ada Lovelace,')
    expect(text).toContain('signed in from in the last 30 days you can still sign in')
    expect(text).toContain('http://localhost:3000/forgot-password')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(smtp.received).toHaveLength(1)
  })

  it('keeps the owner’s address its own budget when it is the only one left', async () => {
    const { app, database } = await buildTestApp({
      env: {
        LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: '3',
        LOGIN_MAX_ATTEMPTS_PER_ACCOUNT_HOUR: '3',
        LOGIN_MAX_ATTEMPTS_PER_ACCOUNT_DAY: '3',
      },
    })
    const owner = await createUser(database)
    expect((await loginFrom(app, HOME, credentials(owner))).statusCode).toBe(200)
    for (let i = 0; i < 5; i++)
      await loginFrom(app, stranger(i), { email: owner.email, password: 'guess' })

    const typos = []
    for (let i = 0; i < 4; i++)
      typos.push((await loginFrom(app, HOME, { email: owner.email, password: 'typo' })).statusCode)

    expect(typos).toEqual([422, 422, 422, 429])
  })

  it('answers an unknown e-mail exactly as an account, and mails nobody', async () => {
    const smtp = await startSmtpReceiver()
    const { app, database } = await buildTestApp({
      clock: createTestClock(),
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        LOGIN_MAX_ATTEMPTS_PER_ACCOUNT_HOUR: '2',
        LOGIN_MAX_ATTEMPTS_PER_ACCOUNT_DAY: '2',
      },
    })
    const owner = await createUser(database)
    const answers = async (email: string, first: number) => {
      const all = []
      for (let i = first; i < first + 4; i++) {
        const res = await loginFrom(app, stranger(i), { email, password: 'guess' })
        all.push([res.statusCode, res.body, res.headers['retry-after']])
      }
      return all
    }

    const ofAccount = await answers(owner.email, 0)
    const ofNobody = await answers('nobody@example.test', 100)

    expect(ofNobody).toEqual(ofAccount)
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1))
    expect(smtp.received[0]!.to).toEqual([owner.email])
  })

  it('lets the owner sign in from where they set a new password, budget spent or not', async () => {
    const { app, database } = await buildTestApp({
      env: { LOGIN_MAX_ATTEMPTS_PER_ACCOUNT_HOUR: '2', LOGIN_MAX_ATTEMPTS_PER_ACCOUNT_DAY: '2' },
    })
    const owner = await createUser(database)
    for (let i = 0; i < 3; i++)
      await loginFrom(app, stranger(i), { email: owner.email, password: 'guess' })
    const travelling = '192.0.2.44'
    expect((await loginFrom(app, travelling, credentials(owner))).statusCode).toBe(429)

    await postFrom(app, travelling, '/api/forgot-password', { email: owner.email })
    const resetMail = (await mailsTo(database, owner.email)).find(
      (m) => m.subject === 'Passwort zurücksetzen',
    )!
    const password = 'a new password of my own'
    const reset = await postFrom(app, travelling, '/api/reset-password', {
      token: tokenOf(resetMail),
      email: owner.email,
      password,
      password_confirmation: password,
    })
    expect(reset.statusCode).toBe(200)

    expect((await loginFrom(app, travelling, { email: owner.email, password })).statusCode).toBe(
      200,
    )
    expect((await loginFrom(app, stranger(9), { email: owner.email, password })).statusCode).toBe(
      429,
    )
  })
})

describe('logout', () => {
  it('GET logout ends the session and hands out a fresh guest CSRF token', async () => {
    const { app, database } = await buildTestApp()
    const user = await createUser(database)
    const client = createClient(app)
    await signIn(client, user)
    const signedIn = client.jar.get('XSRF-TOKEN')
    const session = client.jar.get('sitewerk_session')!

    const res = await client.get('/api/logout')

    expect(res.statusCode).toBe(204)
    const old = await app.inject({
      method: 'GET',
      url: '/api/user',
      cookies: { sitewerk_session: session },
    })
    expect(old.statusCode).toBe(401)
    expect(client.jar.get('XSRF-TOKEN')).toMatch(/^[\w-]{40}$/)
    expect(client.jar.get('XSRF-TOKEN')).not.toBe(signedIn)
    expect((await client.get('/api/user')).statusCode).toBe(401)
    expect((await client.post('/api/logout')).statusCode).toBe(204)
  })

  it('POST logout does the same', async () => {
    const { app, database } = await buildTestApp()
    const user = await createUser(database)
    const client = createClient(app)
    await signIn(client, user)
    expect((await client.post('/api/logout')).statusCode).toBe(204)
    expect((await client.get('/api/user')).statusCode).toBe(401)
  })
})
