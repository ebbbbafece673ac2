import { createServer, type AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { buildTestApp, createClient } from '../../test/build-test-app.ts'
import { mailPart, startSmtpReceiver } from '../../test/smtp-receiver.ts'

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

const account = {
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  password: 'long enough secret',
  password_confirmation: 'long enough secret',
}

describe('mail over SMTP', () => {
  it('sends the verification mail of a registration, and its link verifies', async () => {
    const smtp = await startSmtpReceiver()
    const { app } = await buildTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Sitewerk <mail@sitewerk.test>',
      },
    })
    const client = createClient(app)
    client.jar.set('locale', 'en')

    expect((await client.post('/api/register', account)).statusCode).toBe(201)

    expect(smtp.received).toHaveLength(1)
    const [mail] = smtp.received
    expect(mail!.from).toBe('mail@sitewerk.test')
    expect(mail!.to).toEqual(['ada@example.test'])
    expect(mail!.raw).toMatch(/^Subject: Please verify your e-mail address\r?$/m)
    const text = mailPart(mail!.raw)
    expect(text).toContain('Hello Ada Lovelace,')
    const token = /http:\/\/localhost:3000\/verify-email\?token=([\w-]+)/.exec(text)![1]!
    const verified = await client.post('/api/email/verify', { token })
    expect(verified.statusCode).toBe(200)
    expect(verified.json().email_verified_at).not.toBeNull()
  })

  it('still registers when the SMTP server is down; the user can ask for the mail again', async () => {
    const port = await freePort()
    const { app } = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } })
    const client = createClient(app)

    const res = await client.post('/api/register', account)

    expect(res.statusCode).toBe(201)
    expect((await client.get('/api/user')).json()).toMatchObject({ email: 'ada@example.test' })
    const again = await client.post('/api/email/verification-notification')
    expect(again.statusCode).toBe(202)
  })
})
