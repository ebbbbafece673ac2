import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { auditLog, mailOutbox } from '../../db/schema/index.ts'
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts'
import { createTestClock } from '../../test/clock.ts'
import { createUser, signedInClient } from '../../test/factories.ts'
import { mailsTo, tokenOf } from '../../test/outbox.ts'
import { mailPart, startSmtpReceiver, subjectOf } from '../../test/smtp-receiver.ts'

/** A mail as the mailer keeps it, written straight into the outbox. */
async function keptMail(
  testApp: TestApp,
  values: { to: string; subject: string; text?: string; html?: string; createdAt?: Date },
) {
  const [row] = await testApp.database.db
    .insert(mailOutbox)
    .values({ text: 'Hallo', html: '<p>Hallo</p>', ...values })
    .returning()
  return row!
}

const operator = async (testApp: TestApp) =>
  signedInClient(testApp, { name: 'Olga Operator', superuser: true })

const auditOfMail = (testApp: TestApp, id: number) =>
  testApp.database.db.query.auditLog.findMany({ where: eq(auditLog.targetId, id) })

describe('superuser outbox: who may call', () => {
  it('answers 401 to a guest and 403 to an owner with her organisation, and sends nothing', async () => {
    const testApp = await buildTestApp()
    const mail = await keptMail(testApp, { to: 'ada@example.test', subject: 'Willkommen' })
    const { client: owner } = await signedInClient(testApp)
    const organization = (await owner.post('/api/organizations', { title: 'Eigen' })).json()
    owner.useOrganization(organization.id)
    const requests: [string, string][] = [
      ['GET', '/api/superuser/outbox'],
      ['GET', `/api/superuser/outbox/${mail.id}`],
      ['POST', `/api/superuser/outbox/${mail.id}/resend`],
    ]
    const guest = createClient(testApp.app)
    for (const [method, url] of requests) {
      const asGuest = await guest.request(method, url, method === 'POST' ? {} : undefined)
      expect(asGuest.statusCode, `${method} ${url}`).toBe(401)
      const asOwner = await owner.request(method, url, method === 'POST' ? {} : undefined)
      expect(asOwner.statusCode, `${method} ${url}`).toBe(403)
      expect(asOwner.json()).toEqual({ message: 'This action is unauthorized.' })
    }
    expect(await testApp.database.db.$count(mailOutbox)).toBe(1)
    expect(await testApp.database.db.$count(auditLog)).toBe(0)
  })
})

describe('superuser outbox: search and paging', () => {
  it('finds by recipient or subject, case-insensitive, newest first, 25 a page with the total', async () => {
    const clock = createTestClock()
    const testApp = await buildTestApp({ clock })
    const { client } = await operator(testApp)
    await keptMail(testApp, { to: 'ada@example.test', subject: 'Passwort zurücksetzen' })
    await keptMail(testApp, { to: 'bob@example.test', subject: 'Einladung von Ada' })
    for (let i = 0; i < 26; i++)
      await keptMail(testApp, {
        to: `viele-${i}@example.test`,
        subject: 'Rechnung',
        createdAt: new Date(clock.now().getTime() + i * 1000),
      })
    const search = async (text: string, page = 1) =>
      (
        await client.get(`/api/superuser/outbox?search=${encodeURIComponent(text)}&page=${page}`)
      ).json()

    const ada = await search('ADA')
    expect(ada.data.map((m: { to: string }) => m.to).sort()).toEqual([
      'ada@example.test',
      'bob@example.test',
    ])
    expect(ada.data[0]).toEqual({
      id: expect.any(Number),
      to: expect.any(String),
      subject: expect.any(String),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    })

    const first = await search('viele')
    const second = await search('viele', 2)
    expect([first.data.length, second.data.length, first.total, first.last_page]).toEqual([
      25, 1, 26, 2,
    ])
    expect(first.data[0].to).toBe('viele-25@example.test')
    expect(second.data[0].to).toBe('viele-0@example.test')
    expect((await search('')).total).toBe(28)
  })

  it('takes %, _, backslashes and quotes literally', async () => {
    const testApp = await buildTestApp()
    const { client } = await operator(testApp)
    await keptMail(testApp, { to: 'rabatt@example.test', subject: "100% Rabatt für O'Brien" })
    await keptMail(testApp, { to: 'under_score@example.test', subject: 'Pfad a\\b "zitiert"' })
    await keptMail(testApp, { to: 'underxscore@example.test', subject: 'Nichts davon' })
    const search = async (text: string) =>
      (await client.get(`/api/superuser/outbox?search=${encodeURIComponent(text)}`))
        .json()
        .data.map((m: { to: string }) => m.to)

    expect(await search('%')).toEqual(['rabatt@example.test'])
    expect(await search('under_')).toEqual(['under_score@example.test'])
    expect(await search("O'Brien")).toEqual(['rabatt@example.test'])
    expect(await search('"zitiert"')).toEqual(['under_score@example.test'])
    expect(await search('a\\b')).toEqual(['under_score@example.test'])
  })

  it('refuses a search of 10,000 characters with 422 in the language asked, not a 500', async () => {
    const testApp = await buildTestApp()
    const { client } = await operator(testApp)
    const long = await client.get(`/api/superuser/outbox?search=${'%'.repeat(10_000)}`)
    expect(long.statusCode).toBe(422)
    expect(long.json().errors.search).toEqual([expect.stringContaining('200')])
    const english = await client.get(`/api/superuser/outbox?search=${'_'.repeat(201)}`, {
      'accept-language': 'en',
    })
    expect(english.statusCode).toBe(422)
    expect(english.json().errors.search[0]).toMatch(/200 characters/)
    const widest = await client.get(`/api/superuser/outbox?search=${'%_'.repeat(100)}`)
    expect(widest.statusCode).toBe(200)
    expect(widest.json().total).toBe(0)
  })
})

describe('superuser outbox: one mail and sending it again', () => {
  it('shows a mail with its HTML and text; another id is a 404', async () => {
    const testApp = await buildTestApp()
    const { client } = await operator(testApp)
    await createClient(testApp.app).post('/api/forgot-password', {
      email: (await createUser(testApp.database, { email: 'ada@example.test' })).email,
    })
    const [kept] = await mailsTo(testApp.database, 'ada@example.test')

    const res = await client.get(`/api/superuser/outbox/${kept!.id}`)

    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      id: kept!.id,
      to: 'ada@example.test',
      subject: 'Passwort zurücksetzen',
      text: expect.stringContaining('/reset-password?token='),
      html: expect.stringContaining('<a href="http://localhost:3000/reset-password?token='),
      created_at: expect.any(String),
    })
    expect((await client.get(`/api/superuser/outbox/${kept!.id + 1000}`)).statusCode).toBe(404)
    expect((await client.post(`/api/superuser/outbox/${kept!.id + 1000}/resend`)).statusCode).toBe(
      404,
    )
  })

  it('sends a verification mail again into the outbox, records it, and its link still verifies', async () => {
    const testApp = await buildTestApp()
    const { client, user } = await operator(testApp)
    const person = createClient(testApp.app)
    await person.post('/api/register', {
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      password: 'long enough secret',
      password_confirmation: 'long enough secret',
    })
    const [original] = await mailsTo(testApp.database, 'ada@example.test')

    const res = await client.post(`/api/superuser/outbox/${original!.id}/resend`)

    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ sent: true })
    const mails = await mailsTo(testApp.database, 'ada@example.test')
    expect(mails).toHaveLength(2)
    expect(mails[1]).toMatchObject({
      subject: original!.subject,
      text: original!.text,
      html: original!.html,
    })
    expect(mails[1]!.id).toBeGreaterThan(original!.id)
    expect(await auditOfMail(testApp, original!.id)).toEqual([
      expect.objectContaining({
        actorId: user.id,
        actorEmail: user.email,
        action: 'mail.resend',
        targetType: 'mail',
        targetId: original!.id,
        details: { to: 'ada@example.test', subject: original!.subject },
      }),
    ])
    const verified = await person.post('/api/email/verify', { token: tokenOf(mails[1]!) })
    expect(verified.statusCode).toBe(200)
  })

  it('needs the CSRF token to send again', async () => {
    const testApp = await buildTestApp()
    const { client } = await operator(testApp)
    const mail = await keptMail(testApp, { to: 'ada@example.test', subject: 'Willkommen' })

    const res = await client.post(
      `/api/superuser/outbox/${mail.id}/resend`,
      {},
      {
        'x-xsrf-token': 'forged',
      },
    )

    expect(res.statusCode).toBe(419)
    expect(await testApp.database.db.$count(mailOutbox)).toBe(1)
    expect(await testApp.database.db.$count(auditLog)).toBe(0)
  })

  it('sends it over SMTP when configured, and records it', async () => {
    const smtp = await startSmtpReceiver()
    const testApp = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } })
    const { client } = await operator(testApp)
    const mail = await keptMail(testApp, {
      to: 'ada@example.test',
      subject: 'Rechnung SW-2026-000001',
      text: 'Ihre Rechnung',
      html: '<p>Ihre Rechnung</p>',
    })

    const res = await client.post(`/api/superuser/outbox/${mail.id}/resend`)

    expect(res.statusCode).toBe(200)
    expect(smtp.received.map((m) => [m.to, subjectOf(m.raw), mailPart(m.raw).trim()])).toEqual([
      [['ada@example.test'], 'Rechnung SW-2026-000001', 'Ihre Rechnung'],
    ])
    expect((await auditOfMail(testApp, mail.id)).map((a) => a.action)).toEqual(['mail.resend'])
  })

  it('says so with a 503 when the SMTP server refuses, and records nothing', async () => {
    const smtp = await startSmtpReceiver({
      refuse: () => ({ code: 550, text: 'mailbox unavailable' }),
    })
    const testApp = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } })
    const { client } = await operator(testApp)
    const mail = await keptMail(testApp, { to: 'ada@example.test', subject: 'Willkommen' })

    const res = await client.post(`/api/superuser/outbox/${mail.id}/resend`)

    expect(res.statusCode).toBe(503)
    expect(res.json().message).toBe(
      'Der Mailserver hat die E-Mail nicht angenommen. Bitte versuchen Sie es später noch einmal.',
    )
    expect(await testApp.database.db.$count(auditLog)).toBe(0)
  })
})
