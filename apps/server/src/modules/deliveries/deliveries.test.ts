import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Form, FormDelivery, FormEntryDetail } from '@sitewerk/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { formEntries, forms, jobs } from '../../db/schema/index.ts'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { siteOwner } from '../../test/factories.ts'
import { bakeryWithForm, CONTACT } from '../../test/forms.ts'
import { mailPart, startSmtpReceiver, subjectOf, type Received } from '../../test/smtp-receiver.ts'
import { isPrivateAddress, webhookAddressProblem, webhookSignature } from './webhook.ts'

/** Jobs run at once and retry after a few milliseconds, so a test sees them end. */
const FAST_JOBS = { JOBS_POLL_MS: '50', JOBS_RETRY_BASE_MS: '20', WEBHOOK_ALLOW_PRIVATE: 'true' }

async function appWithSmtp(
  refuse?: NonNullable<Parameters<typeof startSmtpReceiver>[0]>['refuse'],
) {
  const smtp = await startSmtpReceiver({ refuse })
  const testApp = await buildTestApp({
    env: { ...FAST_JOBS, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'web@sonne.test' },
  })
  return { testApp, smtp }
}

/** The bakery's contact form, with its deliveries as the back office lists them. */
async function bakeryForm(testApp: TestApp, settings: Record<string, unknown>, title?: string) {
  const bakery = await bakeryWithForm(testApp, settings, title)
  const { client, form } = bakery
  const deliveries = async (query = '') =>
    (await client.get(`/api/forms/${form.id}/deliveries${query}`)).json() as FormDelivery[]
  /** Waits until no delivery of the form is queued or running any more. */
  const settled = () =>
    vi.waitFor(
      async () => {
        const all = await deliveries()
        expect(all.filter((d) => d.state === 'queued' || d.state === 'running')).toEqual([])
        return all
      },
      { timeout: 20_000, interval: 50 },
    )
  return { ...bakery, deliveries, settled }
}

const byRecipient = (mails: Received[], to: string) => mails.filter((m) => m.to.includes(to))

describe('form mails', () => {
  it('sends the owner’s and the visitor’s mail with the values escaped in the HTML part', async () => {
    const { testApp, smtp } = await appWithSmtp()
    const { form, submit, settled, client, turnCaptchaOn, solvedCaptcha } = await bakeryForm(
      testApp,
      {
        sendMailIntern: true,
        mailsIntern: ['laden@sonne.test', 'chef@sonne.test'],
        sendMailExtern: true,
        mailKeyExtern: 'email',
        subjectExtern: 'Danke, {{ data.name }}!',
        mailTemplateBeforeExtern:
          'Hallo {{ data.name }},\n\ndanke für Ihre Nachricht an {{ site.title }}.',
        mailTemplateAfterExtern: 'Eingang Nr. {{ entry.number }} zum Formular {{ form.title }}.',
      },
    )
    const name = '<b>Ada</b> & "Co"'
    await turnCaptchaOn()
    const res = await submit(
      {
        name,
        email: 'ada@example.test',
        message: 'Zwei Brote\n<script>alert(1)</script>',
        topic: 'praise',
      },
      {},
      { altcha: await solvedCaptcha() },
    )
    expect(res.statusCode, res.body).toBe(201)
    const all = await settled()
    expect(all.map((d) => [d.kind, d.to, d.state, d.attempts]).sort()).toEqual([
      ['mail-extern', 'ada@example.test', 'done', 1],
      ['mail-intern', 'chef@sonne.test', 'done', 1],
      ['mail-intern', 'laden@sonne.test', 'done', 1],
    ])
    expect(smtp.received).toHaveLength(3)

    const [visitor] = byRecipient(smtp.received, 'ada@example.test')
    expect(visitor!.from).toBe('web@sonne.test')
    expect(subjectOf(visitor!.raw)).toBe(`Danke, ${name}!`)
    expect(mailPart(visitor!.raw)).toBe(
      [
        `Hallo ${name},`,
        '',
        'danke für Ihre Nachricht an Bäckerei Sonne.',
        '',
        `Name: ${name}`,
        'E-Mail: ada@example.test',
        'Nachricht: Zwei Brote\n<script>alert(1)</script>',
        'Zufriedenheit: ',
        // A field without a label is named by its name; a choice by its option's label.
        'topic: Lob',
        '',
        'Eingang Nr. 1 zum Formular Kontakt.',
      ].join('\n'),
    )
    const html = mailPart(visitor!.raw, 'text/html')
    expect(html).toContain('<p>Hallo &lt;b&gt;Ada&lt;/b&gt; &amp; &quot;Co&quot;,</p>')
    expect(html).toContain(
      '<th align="left" valign="top">Nachricht</th><td>Zwei Brote<br>&lt;script&gt;alert(1)&lt;/script&gt;</td>',
    )
    expect(html).not.toContain('<b>Ada')
    expect(html).not.toContain('<script>')

    // Without a subject of its own, the owner's mail has one in the site's language.
    const [owner] = byRecipient(smtp.received, 'laden@sonne.test')
    expect(subjectOf(owner!.raw)).toBe('Neuer Eintrag im Formular „Kontakt“')
    expect(mailPart(owner!.raw)).toContain(`Name: ${name}\nE-Mail: ada@example.test`)

    // The entry shows its mails.
    const entryId = (await testApp.database.db.select().from(formEntries))[0]!.id
    const detail = (
      await client.get(`/api/forms/${form.id}/entries/${entryId}`)
    ).json() as FormEntryDetail
    expect(detail).toMatchObject({ id: entryId, entry_number: 1, data: { name } })
    expect(detail.deliveries.map((d) => [d.state, d.via])).toEqual([
      ['done', 'smtp'],
      ['done', 'smtp'],
      ['done', 'smtp'],
    ])
  })

  it('says a mail went to the server’s outbox when no SMTP server is set up (issue 34, item 9)', async () => {
    const testApp = await buildTestApp({ env: FAST_JOBS })
    const { submit, settled } = await bakeryForm(testApp, {
      sendMailIntern: true,
      mailsIntern: ['laden@sonne.test'],
    })
    expect((await submit({ name: 'Ada', email: 'ada@example.test' })).statusCode).toBe(201)
    expect(await settled()).toEqual([
      expect.objectContaining({ to: 'laden@sonne.test', state: 'done', via: 'outbox' }),
    ])
  })

  it('sends the mails of a form that stores nothing, and none to a visitor without an address', async () => {
    const { testApp, smtp } = await appWithSmtp()
    const { submit, settled, turnCaptchaOn, solvedCaptcha } = await bakeryForm(testApp, {
      saveToDatabase: false,
      sendMailIntern: true,
      mailsIntern: ['laden@sonne.test'],
      sendMailExtern: true,
      mailKeyExtern: 'email',
      webhook_url: 'http://127.0.0.1:9/never',
    })
    await turnCaptchaOn()
    const altcha = await solvedCaptcha()
    expect(
      (await submit({ name: 'Ada', email: 'ada@example.test' }, {}, { altcha })).statusCode,
    ).toBe(200)
    const all = await settled()
    // A webhook is called for stored entries only.
    expect(all.map((d) => [d.kind, d.form_entry_id, d.state]).sort()).toEqual([
      ['mail-extern', null, 'done'],
      ['mail-intern', null, 'done'],
    ])
    expect(mailPart(byRecipient(smtp.received, 'laden@sonne.test')[0]!.raw)).toContain('Name: Ada')
    expect(await testApp.database.db.select().from(formEntries)).toEqual([])
  })

  it('sends no copy to the visitor’s address while the captcha is off: the form is no mail relay', async () => {
    const { testApp, smtp } = await appWithSmtp()
    const { submit, settled } = await bakeryForm(testApp, {
      sendMailIntern: true,
      mailsIntern: ['laden@sonne.test'],
      sendMailExtern: true,
      mailKeyExtern: 'email',
    })
    expect((await submit({ name: 'Ada', email: 'opfer@example.test' })).statusCode).toBe(201)
    const all = await settled()
    expect(all.map((d) => [d.kind, d.to, d.state])).toEqual([
      ['mail-intern', 'laden@sonne.test', 'done'],
    ])
    expect(smtp.received.map((m) => m.to)).toEqual([['laden@sonne.test']])
  })

  it('retries while the mail server says “try later” and delivers the mail once it recovers', async () => {
    let refusals = 0
    const { testApp, smtp } = await appWithSmtp(() =>
      refusals++ < 2 ? { code: 451, text: 'Greylisted, try again later' } : null,
    )
    const { submit, settled } = await bakeryForm(testApp, {
      sendMailIntern: true,
      mailsIntern: ['laden@sonne.test'],
    })
    await submit({ name: 'Ada', email: 'ada@example.test' })
    const [delivery] = await settled()
    expect(delivery).toMatchObject({ state: 'done', attempts: 3, last_error: null })
    expect(smtp.received).toHaveLength(1)
  })

  it('fails a refused mail with its reason, and the retry button sends it again', async () => {
    let refuse = true
    const { testApp, smtp } = await appWithSmtp(() =>
      refuse ? { code: 550, text: 'No such mailbox' } : null,
    )
    const { form, submit, settled, client, deliveries } = await bakeryForm(testApp, {
      sendMailIntern: true,
      mailsIntern: ['weg@sonne.test'],
    })
    await submit({ name: 'Ada', email: 'ada@example.test' })
    const [failed] = await settled()
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, to: 'weg@sonne.test' })
    expect(failed!.last_error).toMatch(/refused the mail.*550 No such mailbox/)
    expect((await deliveries('?state=failed')).map((d) => d.id)).toEqual([failed!.id])
    expect(await deliveries('?state=done')).toEqual([])

    refuse = false
    const retried = await client.post(`/api/forms/${form.id}/deliveries/${failed!.id}/retry`)
    expect(retried.statusCode, retried.body).toBe(200)
    expect(retried.json()).toMatchObject({ id: failed!.id, state: 'queued', attempts: 0 })
    const [done] = await settled()
    expect(done).toMatchObject({ state: 'done', attempts: 1 })
    expect(smtp.received).toHaveLength(1)
    // Only a failed delivery can be tried again.
    const again = await client.post(
      `/api/forms/${form.id}/deliveries/${failed!.id}/retry`,
      {},
      {
        'accept-language': 'de',
      },
    )
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(
      'Nur eine fehlgeschlagene Zustellung kann erneut versucht werden.',
    )
  })

  it('fails a mail whose template is broken with the reason, and sends it once the template is mended', async () => {
    const { testApp, smtp } = await appWithSmtp()
    const { form, submit, settled, client, site } = await bakeryForm(testApp, {
      sendMailIntern: true,
      mailsIntern: ['laden@sonne.test'],
      mailTemplateBeforeIntern: 'Neu: {% if data.name %}{{ data.name }}',
    })
    await submit({ name: 'Ada', email: 'ada@example.test' })
    const [failed] = await settled()
    expect(failed).toMatchObject({ state: 'failed', attempts: 1 })
    expect(failed!.last_error).toMatch(/^The text before the fields does not work: .*if/)

    const mended = await client.put(`/api/forms/${form.id}`, {
      site_id: site.id,
      title: 'Kontakt',
      schema: CONTACT,
      sendMailIntern: true,
      mailsIntern: ['laden@sonne.test'],
      mailTemplateBeforeIntern: 'Neu: {% if data.name %}{{ data.name }}{% endif %}',
    })
    expect(mended.statusCode, mended.body).toBe(200)
    await client.post(`/api/forms/${form.id}/deliveries/${failed!.id}/retry`)
    expect((await settled())[0]!.state).toBe('done')
    expect(mailPart(smtp.received[0]!.raw)).toMatch(/^Neu: Ada\n\nName: Ada/)
  })

  it('stores neither the entry nor its mails when the submission’s transaction fails', async () => {
    const { testApp, smtp } = await appWithSmtp()
    const { submit, settled } = await bakeryForm(testApp, {
      sendMailIntern: true,
      mailsIntern: ['laden@sonne.test'],
    })
    // The mail's row cannot be written: the entry stored before it must go too.
    await testApp.database.exec(`
      CREATE FUNCTION refuse_job() RETURNS trigger AS $$
        BEGIN RAISE EXCEPTION 'disk full'; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER refuse_job BEFORE INSERT ON jobs FOR EACH ROW EXECUTE FUNCTION refuse_job();`)
    expect((await submit({ name: 'Ada', email: 'ada@example.test' })).statusCode).toBe(500)
    expect(await testApp.database.db.select().from(formEntries)).toEqual([])
    expect(await testApp.database.db.select().from(jobs)).toEqual([])

    await testApp.database.exec('DROP TRIGGER refuse_job ON jobs')
    const res = await submit({ name: 'Ada', email: 'ada@example.test' })
    expect(res.json().entry_number).toBe(1)
    expect((await settled()).map((d) => d.state)).toEqual(['done'])
    expect(smtp.received).toHaveLength(1)
  })
})

/** A webhook receiver on this machine: answers with the next status of `statuses` (then 200). */
async function startWebhookReceiver(statuses: number[] = []) {
  const calls: { headers: IncomingHttpHeaders; body: string }[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      calls.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })
      res.statusCode = statuses.shift() ?? 200
      res.end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, calls }
}

describe('form webhooks', () => {
  it('posts each stored entry signed with the form’s secret, and retries after a 500', async () => {
    const receiver = await startWebhookReceiver([500])
    const testApp = await buildTestApp({ env: FAST_JOBS })
    const { form, submit, settled } = await bakeryForm(testApp, { webhook_url: receiver.url })
    expect(form.webhook_secret).toMatch(/^[\w-]{40,}$/)

    await submit({ name: 'Ada', email: 'ada@example.test', topic: 'question' })
    const [delivery] = await settled()
    expect(delivery).toMatchObject({
      kind: 'webhook',
      to: receiver.url,
      state: 'done',
      attempts: 2,
    })
    expect(receiver.calls).toHaveLength(2)

    const { headers, body } = receiver.calls[1]!
    const timestamp = headers['x-sitewerk-timestamp'] as string
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60)
    expect(headers['x-sitewerk-signature']).toBe(
      webhookSignature(form.webhook_secret!, timestamp, body),
    )
    expect(headers['content-type']).toBe('application/json')
    const entry = (await testApp.database.db.select().from(formEntries))[0]!
    expect(JSON.parse(body)).toEqual({
      form_id: form.id,
      form_title: 'Kontakt',
      entry_id: entry.id,
      entry_number: 1,
      data: { name: 'Ada', email: 'ada@example.test', topic: 'question' },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    })
  })

  it('keeps the secret when the address changes, and makes a new one on request', async () => {
    const testApp = await buildTestApp({ env: FAST_JOBS })
    const { form, client, site } = await bakeryForm(testApp, {})
    expect(form.webhook_secret).toBeNull()
    const body = { site_id: site.id, title: 'Kontakt', schema: CONTACT }
    expect(
      (await client.post(`/api/forms/${form.id}/webhook-secret`, {}, { 'accept-language': 'de' }))
        .statusCode,
    ).toBe(422)

    const first = (
      await client.put(`/api/forms/${form.id}`, {
        ...body,
        webhook_url: 'https://hooks.example.test/a',
      })
    ).json() as Form
    expect(first.webhook_secret).toMatch(/^[\w-]{40,}$/)
    const moved = (
      await client.put(`/api/forms/${form.id}`, {
        ...body,
        webhook_url: 'https://hooks.example.test/b',
      })
    ).json() as Form
    expect(moved.webhook_secret).toBe(first.webhook_secret)

    const rotated = await client.post(`/api/forms/${form.id}/webhook-secret`)
    expect(rotated.statusCode, rotated.body).toBe(200)
    expect(rotated.json().webhook_secret).toMatch(/^[\w-]{40,}$/)
    expect(rotated.json().webhook_secret).not.toBe(first.webhook_secret)
    expect(rotated.json().webhook_url).toBe('https://hooks.example.test/b')
  })

  it('refuses webhooks to this machine and private networks, when saving and when sending', async () => {
    const receiver = await startWebhookReceiver()
    const testApp = await buildTestApp({ env: { JOBS_POLL_MS: '50' } })
    const { form, client, site, submit, settled } = await bakeryForm(testApp, {})
    for (const url of [
      receiver.url,
      'http://localhost:8080/hook',
      'http://[::1]/hook',
      'http://10.1.2.3/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::ffff:192.168.0.1]/hook',
      'http://LOCALHOST./x',
      'http://[::7f00:1]/x',
      'http://10.0.0.1/x',
    ]) {
      const res = await client.put(
        `/api/forms/${form.id}`,
        { site_id: site.id, title: 'Kontakt', schema: CONTACT, webhook_url: url },
        { 'accept-language': 'de' },
      )
      expect(res.statusCode, url).toBe(422)
      expect(res.json().errors).toEqual({
        webhook_url: [
          'Webhooks dürfen nur an öffentliche Adressen gehen, nicht an dieses Netzwerk.',
        ],
      })
    }

    // A name that does not exist is refused too, in the owner's language.
    const save = (url: string, language: string) =>
      client.put(
        `/api/forms/${form.id}`,
        { site_id: site.id, title: 'Kontakt', schema: CONTACT, webhook_url: url },
        { 'accept-language': language },
      )
    const unknown = await save('http://does-not-exist.invalid/x', 'de')
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors).toEqual({
      webhook_url: [
        'Diese Adresse gibt es nicht: ihr Name lässt sich nicht auflösen. Bitte prüfe sie.',
      ],
    })
    expect((await save('http://does-not-exist.invalid/x', 'en')).json().errors).toEqual({
      webhook_url: ['This address does not exist: its name does not resolve. Please check it.'],
    })
    expect((await client.get(`/api/forms/${form.id}`)).json().webhook_url).toBeNull()

    // An address that became private after it was saved is refused when the call would go out.
    await testApp.database.db
      .update(forms)
      .set({ webhookUrl: receiver.url, webhookSecret: 'secret' })
      .where(eq(forms.id, form.id))
    await submit({ name: 'Ada', email: 'ada@example.test' })
    const [refused] = await settled()
    expect(refused).toMatchObject({ kind: 'webhook', state: 'failed', attempts: 1 })
    expect(refused!.last_error).toBe('127.0.0.1 is a private address; webhooks go to public ones')
    expect(receiver.calls).toEqual([])
  })

  it('knows which addresses are private', () => {
    for (const ip of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.1.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::7f00:1',
      '100.64.0.1',
    ])
      expect(isPrivateAddress(ip), ip).toBe(true)
    for (const ip of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '172.32.0.1'])
      expect(isPrivateAddress(ip), ip).toBe(false)
  })

  it('tells a name that does not resolve from a resolver that does not answer, within its time', async () => {
    const url = 'https://hooks.example.test/x'
    const answer = (addresses: string[]) => async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
    const failing = (code: string) => () => Promise.reject(Object.assign(new Error(code), { code }))
    expect(await webhookAddressProblem(url, { lookup: answer(['93.184.216.34']) })).toBeNull()
    expect(await webhookAddressProblem(url, { lookup: answer(['93.184.216.34', '::1']) })).toBe(
      'private',
    )
    expect(await webhookAddressProblem(url, { lookup: failing('ENOTFOUND') })).toBe('unresolved')
    expect(await webhookAddressProblem(url, { lookup: failing('EAI_AGAIN') })).toBe('lookup_failed')
    const started = Date.now()
    const silent = () => new Promise<never>(() => {})
    expect(await webhookAddressProblem(url, { lookup: silent, timeoutMs: 50 })).toBe(
      'lookup_failed',
    )
    expect(Date.now() - started).toBeLessThan(1_000)
  })
})

describe('deliveries of another organisation', () => {
  it('are not found, nor its entries, nor can they be retried', async () => {
    const testApp = await buildTestApp({ env: FAST_JOBS })
    const { form, submit } = await bakeryForm(testApp, {
      sendMailIntern: true,
      mailsIntern: ['laden@sonne.test'],
    })
    await submit({ name: 'Ada', email: 'ada@example.test' })
    const [job] = await testApp.database.db.select().from(jobs)
    const [entry] = await testApp.database.db.select().from(formEntries)
    const other = await siteOwner(testApp, 'Andere Bäckerei')
    for (const res of [
      await other.client.get(`/api/forms/${form.id}/entries/${entry!.id}`),
      await other.client.get(`/api/forms/${form.id}/deliveries`),
      await other.client.post(`/api/forms/${form.id}/deliveries/${job!.id}/retry`),
      await other.client.post(`/api/forms/${form.id}/webhook-secret`),
    ])
      expect(res.statusCode).toBe(404)

    // Nor through a form of its own.
    const own = await bakeryForm(testApp, {}, 'Dritte Bäckerei')
    for (const res of [
      await own.client.get(`/api/forms/${own.form.id}/entries/${entry!.id}`),
      await own.client.post(`/api/forms/${own.form.id}/deliveries/${job!.id}/retry`),
    ])
      expect(res.statusCode).toBe(404)
    expect(await own.deliveries()).toEqual([])
  })
})
