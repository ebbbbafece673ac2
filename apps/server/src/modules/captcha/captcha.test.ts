import { eq } from 'drizzle-orm'
import type { CaptchaChallenge, Form, FormEntriesPage } from '@sitewerk/contracts'
import { describe, expect, it } from 'vitest'
import { captchaSolutions, formEntries, organizationUser } from '../../db/schema/index.ts'
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts'
import { EASY, solve, solveNumber } from '../../test/captcha.ts'
import { createTestClock } from '../../test/clock.ts'
import { authenticate, createUser, siteOwner } from '../../test/factories.ts'
import { createCaptchaRepository } from './repository.ts'
import { createCaptchaService } from './service.ts'

const FIELDS = [
  { $formkit: 'text', name: 'name', label: 'Name', required: true },
  { $formkit: 'textarea', name: 'message', label: 'Nachricht' },
]
const ADA = { name: 'Ada', message: 'Drei Brötchen bitte' }

/** A bakery with a contact form, its captcha on (or off), and a visitor's ways to use it on its site. */
async function bakery(testApp: TestApp, { captcha = true, title = 'Bäckerei Sonne' } = {}) {
  const owner = await siteOwner(testApp, title)
  const form = (
    await owner.client.post('/api/forms', {
      site_id: owner.site.id,
      title: 'Kontakt',
      schema: FIELDS,
    })
  ).json() as Form
  const settings = await owner.client.put('/api/organization/captcha', {
    enabled: captcha,
    difficulty: EASY,
    allowed_domains: ['www.baeckerei-sonne.de'],
  })
  expect(settings.statusCode, settings.body).toBe(200)
  const visitor = (method: 'GET' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: { host: `${owner.site.identifier}.localhost`, 'accept-language': 'de' },
      ...(payload ? { payload } : {}),
    })
  const challenge = async (formId = form.id) => {
    const res = await visitor('GET', `/form/${formId}/challenge`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as CaptchaChallenge
  }
  const submit = (body: object, formId = form.id) =>
    visitor('POST', `/form/submit/${formId}`, { data: ADA, ...body })
  const entries = async () =>
    ((await owner.client.get(`/api/forms/${form.id}/entries`)).json() as FormEntriesPage).total
  return { ...owner, form, visitor, challenge, submit, entries }
}

const verify = (testApp: TestApp, apiKey: string, payload: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/captcha/verify',
    headers: { authorization: `Bearer ${apiKey}` },
    payload: { payload },
  })

describe('the captcha of a public form', () => {
  it('lets a solved challenge through once and refuses the same solution again', async () => {
    const testApp = await buildTestApp()
    const { form, visitor, submit, entries } = await bakery(testApp)
    expect((await visitor('GET', `/form/${form.id}`)).json().captcha).toBe(true)

    const res = await visitor('GET', `/form/${form.id}/challenge`)
    expect(res.headers['cache-control']).toBe('no-store')
    const given = res.json() as CaptchaChallenge
    expect(given).toMatchObject({ algorithm: 'SHA-256', maxnumber: EASY })
    expect(given.salt).toMatch(/expires=\d+/)

    const altcha = await solve(given)
    const first = await submit({ altcha })
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json()).toEqual({ message: 'Formular wurde abgeschickt.', entry_number: 1 })

    const again = await submit({ altcha })
    expect(again.statusCode).toBe(422)
    expect(again.json().errors).toEqual({
      altcha: ['Diese Bestätigung wurde schon verwendet. Bitte bestätigen Sie erneut.'],
    })
    expect(await entries()).toBe(1)
  })

  it('refuses a missing, forged, expired or another organisation’s solution, in the visitor’s language', async () => {
    const clock = createTestClock()
    const testApp = await buildTestApp({ clock })
    const { form, site, challenge, submit, entries } = await bakery(testApp)
    const other = await bakery(testApp, { title: 'Andere Bäckerei' })

    const missing = await submit({})
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors).toEqual({
      altcha: ['Bitte bestätigen Sie, dass Sie kein Roboter sind.'],
    })
    const english = await testApp.app.inject({
      method: 'POST',
      url: `/form/submit/${form.id}`,
      headers: { host: `${site.identifier}.localhost`, 'accept-language': 'en' },
      payload: { data: ADA },
    })
    expect(english.json().errors).toEqual({ altcha: ['Please confirm that you are not a robot.'] })

    // A solution with a number that does not solve it, or a signature of our own making.
    const real = await challenge()
    const forged = Buffer.from(
      JSON.stringify({ ...real, number: (await solveNumber(real)) + 1, maxnumber: undefined }),
    ).toString('base64')
    const unsigned = JSON.parse(Buffer.from(await solve(real), 'base64').toString())
    const resigned = Buffer.from(
      JSON.stringify({ ...unsigned, signature: 'a'.repeat(64) }),
    ).toString('base64')
    for (const altcha of [forged, resigned, 'not base64 json', 'eyJ9'])
      expect((await submit({ altcha })).json().errors).toEqual({
        altcha: ['Die Bestätigung ist ungültig. Bitte bestätigen Sie erneut.'],
      })

    // Another organisation's challenge is signed with another key.
    const foreign = await solve(await other.challenge())
    expect((await submit({ altcha: foreign })).json().errors.altcha).toEqual([
      'Die Bestätigung ist ungültig. Bitte bestätigen Sie erneut.',
    ])

    // Ten minutes to solve and send it.
    const late = await solve(await challenge())
    clock.advanceSeconds(10 * 60 + 1)
    expect((await submit({ altcha: late })).json().errors.altcha).toEqual([
      'Die Bestätigung ist abgelaufen. Bitte bestätigen Sie erneut.',
    ])
    expect(await entries()).toBe(0)
  })

  it('keeps a solution while the visitor corrects a field, and names both problems together', async () => {
    const testApp = await buildTestApp()
    const { challenge, submit, entries } = await bakery(testApp)
    const both = await submit({ data: { message: 'ohne Namen' } })
    expect(Object.keys(both.json().errors).sort()).toEqual(['altcha', 'data.name'])

    const altcha = await solve(await challenge())
    const wrong = await submit({ data: { message: 'ohne Namen' }, altcha })
    expect(Object.keys(wrong.json().errors)).toEqual(['data.name'])
    expect((await submit({ altcha })).statusCode).toBe(201)
    expect(await entries()).toBe(1)
  })

  it('needs no solution while the captcha is off, and hands out no challenge then', async () => {
    const testApp = await buildTestApp()
    const { form, visitor, submit, entries } = await bakery(testApp, { captcha: false })
    expect((await visitor('GET', `/form/${form.id}`)).json().captcha).toBe(false)
    expect((await visitor('GET', `/form/${form.id}/challenge`)).statusCode).toBe(404)
    expect((await submit({})).statusCode).toBe(201)
    expect(await entries()).toBe(1)
  })

  it('hands out a form’s challenge on its own site’s host only for that site’s organisation', async () => {
    const testApp = await buildTestApp()
    const { site, form } = await bakery(testApp)
    const other = await bakery(testApp, { title: 'Andere Bäckerei' })
    const onHost = (url: string) =>
      testApp.app.inject({ method: 'GET', url, headers: { host: `${site.identifier}.localhost` } })
    expect((await onHost(`/form/${form.id}/challenge`)).statusCode).toBe(200)
    expect((await onHost(`/form/${other.form.id}/challenge`)).statusCode).toBe(404)
    expect((await onHost(`/form/submit/${form.id}/challenge`)).statusCode).not.toBe(200)
  })
})

describe('spam guards on a public form', () => {
  it('answers a filled honeypot like a real submit and keeps nothing', async () => {
    const testApp = await buildTestApp()
    const { challenge, submit, entries } = await bakery(testApp)
    const res = await submit({ altcha: await solve(await challenge()), honeypot: 'http://spam' })
    expect(res.statusCode).toBe(201)
    expect(res.json().message).toBe('Formular wurde abgeschickt.')
    expect(await entries()).toBe(0)
    expect(await testApp.database.db.select().from(formEntries)).toEqual([])
  })

  it('stops a client after ten submits of one form in ten minutes, in its language', async () => {
    const clock = createTestClock()
    const testApp = await buildTestApp({ clock, env: { FORM_SUBMIT_LIMIT: '10' } })
    const { submit } = await bakery(testApp, { captcha: false })
    const other = await bakery(testApp, { captcha: false, title: 'Andere Bäckerei' })
    for (let i = 0; i < 10; i++) expect((await submit({})).statusCode).toBe(201)
    const over = await submit({})
    expect(over.statusCode).toBe(429)
    expect(over.json().message).toBe(
      'Zu viele Einsendungen. Bitte versuchen Sie es in ein paar Minuten erneut.',
    )
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
    // Another form is counted on its own; after the window the first one takes submits again.
    expect((await other.submit({})).statusCode).toBe(201)
    clock.advanceSeconds(10 * 60)
    expect((await submit({})).statusCode).toBe(201)
  })
})

describe('the captcha for the organisation’s own sites', () => {
  it('verifies a solution with the API key once, refuses a wrong key and a rotated one', async () => {
    const testApp = await buildTestApp()
    const { client, organization } = await bakery(testApp)
    const apiKey = (await client.get(`/api/organization/${organization.id}`)).json().api_key
    const next = async () => {
      const res = await testApp.app.inject({
        method: 'GET',
        url: `/captcha/${organization.id}/challenge`,
      })
      expect(res.statusCode).toBe(200)
      return solve(res.json())
    }

    const payload = await next()
    expect((await verify(testApp, apiKey, payload)).json()).toEqual({ verified: true })
    expect((await verify(testApp, apiKey, payload)).json()).toEqual({
      verified: false,
      reason: 'replayed',
    })
    expect((await verify(testApp, apiKey, 'eyJ9')).json()).toEqual({
      verified: false,
      reason: 'invalid',
    })
    expect((await verify(testApp, 'wrong', await next())).statusCode).toBe(401)
    const noKey = await testApp.app.inject({
      method: 'POST',
      url: '/api/captcha/verify',
      payload: { payload },
    })
    expect(noKey.statusCode).toBe(401)

    const rotated = await client.post('/api/organization/api-key')
    expect(rotated.statusCode).toBe(200)
    const newKey = rotated.json().api_key as string
    expect(newKey).not.toBe(apiKey)
    const fresh = await next()
    expect((await verify(testApp, apiKey, fresh)).statusCode).toBe(401)
    expect((await verify(testApp, newKey, fresh)).json()).toEqual({ verified: true })
    expect((await client.get(`/api/organization/${organization.id}`)).json().api_key).toBe(newKey)
  })

  it('refuses another organisation’s solution under its own key', async () => {
    const testApp = await buildTestApp()
    const { client, organization } = await bakery(testApp)
    const other = await bakery(testApp, { title: 'Andere Bäckerei' })
    const apiKey = (await client.get(`/api/organization/${organization.id}`)).json().api_key
    const foreign = await solve(await other.challenge())
    expect((await verify(testApp, apiKey, foreign)).json()).toEqual({
      verified: false,
      reason: 'invalid',
    })
  })

  it('allows cross-origin challenges only for the allowed domains and the organisation’s sites', async () => {
    const testApp = await buildTestApp()
    const { organization, site } = await bakery(testApp)
    const from = (origin: string, method: 'GET' | 'OPTIONS' = 'GET') =>
      testApp.app.inject({
        method,
        url: `/captcha/${organization.id}/challenge`,
        headers: { origin },
      })
    for (const origin of [
      'https://www.baeckerei-sonne.de',
      `http://${site.identifier}.localhost:3000`,
    ]) {
      const res = await from(origin)
      expect(res.headers['access-control-allow-origin'], origin).toBe(origin)
      const preflight = await from(origin, 'OPTIONS')
      expect(preflight.statusCode).toBe(204)
      expect(preflight.headers['access-control-allow-origin']).toBe(origin)
    }
    const stranger = await from('https://evil.example')
    expect(stranger.statusCode).toBe(200)
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined()
    expect(
      (await from('https://evil.example', 'OPTIONS')).headers['access-control-allow-origin'],
    ).toBeUndefined()
  })

  it('hands out no challenge for an organisation whose captcha is off or that does not exist', async () => {
    const testApp = await buildTestApp()
    const { organization } = await bakery(testApp, { captcha: false })
    for (const id of [organization.id, 999_999])
      expect(
        (await testApp.app.inject({ method: 'GET', url: `/captcha/${id}/challenge` })).statusCode,
      ).toBe(404)
  })
})

describe('captcha settings in the back office', () => {
  it('starts off, and owners change it; difficulty and domains are checked', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    expect((await client.get('/api/organization/captcha')).json()).toEqual({
      enabled: false,
      difficulty: 50_000,
      allowed_domains: [],
    })
    const saved = await client.put('/api/organization/captcha', {
      enabled: true,
      difficulty: 250_000,
      allowed_domains: ['https://WWW.Example.com/kontakt', 'shop.example.org'],
    })
    expect(saved.json()).toEqual({
      enabled: true,
      difficulty: 250_000,
      allowed_domains: ['www.example.com', 'shop.example.org'],
    })

    const bad = await client.put(
      '/api/organization/captcha',
      { enabled: 'ja', difficulty: 10, allowed_domains: ['not a host', 'a.de', 'a.de'] },
      { 'accept-language': 'de' },
    )
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'allowed_domains',
      'allowed_domains.0',
      'difficulty',
      'enabled',
    ])
    expect(bad.json().errors.difficulty).toEqual(['Muss mindestens 1000 sein.'])
    expect(
      (
        await client.put('/api/organization/captcha', {
          enabled: true,
          difficulty: 2_000_000,
          allowed_domains: [],
        })
      ).statusCode,
    ).toBe(422)
  })

  it('lets admins read but not change it, nor rotate the key; editors see nothing, nor other tenants', async () => {
    const testApp = await buildTestApp()
    const { client, organization } = await siteOwner(testApp)
    const member = await createUser(testApp.database)
    await testApp.database.db
      .insert(organizationUser)
      .values({ organizationId: organization.id, userId: member.id, role: 'admin' })
    const memberClient = createClient(testApp.app, { organizationId: organization.id })
    await authenticate(testApp.database, memberClient, member)
    const body = { enabled: true, difficulty: EASY, allowed_domains: [] }

    expect((await memberClient.get('/api/organization/captcha')).statusCode).toBe(200)
    expect((await memberClient.put('/api/organization/captcha', body)).statusCode).toBe(403)
    expect((await memberClient.post('/api/organization/api-key')).statusCode).toBe(403)
    expect(
      (await memberClient.get(`/api/organization/${organization.id}`)).json().api_key,
    ).toBeNull()
    await testApp.database.db
      .update(organizationUser)
      .set({ role: 'editor' })
      .where(eq(organizationUser.userId, member.id))
    expect((await memberClient.get('/api/organization/captcha')).statusCode).toBe(403)

    const stranger = await siteOwner(testApp, 'Andere Bäckerei')
    stranger.client.useOrganization(organization.id)
    expect((await stranger.client.get('/api/organization/captcha')).statusCode).toBe(404)
    expect((await stranger.client.put('/api/organization/captcha', body)).statusCode).toBe(404)
    expect((await stranger.client.post('/api/organization/api-key')).statusCode).toBe(404)
    expect((await client.get('/api/organization/captcha')).json().enabled).toBe(false)

    const guest = createClient(testApp.app, { organizationId: organization.id })
    expect((await guest.get('/api/organization/captcha')).statusCode).toBe(401)
  })
})

describe('used solutions', () => {
  it('are forgotten once their challenge has expired', async () => {
    const clock = createTestClock()
    const testApp = await buildTestApp({ clock })
    const { challenge, submit } = await bakery(testApp)
    expect((await submit({ altcha: await solve(await challenge()) })).statusCode).toBe(201)
    const { db } = testApp.database
    const captcha = createCaptchaService({
      repo: createCaptchaRepository(db),
      clock,
      organizationOfApiKey: async () => null,
      organizationOfSiteHost: async () => null,
    })

    expect(await captcha.purgeExpiredSolutions(clock.now())).toBe(0)
    expect(await db.select().from(captchaSolutions)).toHaveLength(1)
    clock.advanceSeconds(10 * 60 + 1)
    expect(await captcha.purgeExpiredSolutions(clock.now())).toBe(1)
    expect(await db.select().from(captchaSolutions)).toEqual([])
  })
})
