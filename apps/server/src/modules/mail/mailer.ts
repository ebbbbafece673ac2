import type { Transporter } from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import type { OutboxRepository } from './repository.ts'

/** A mail ready to go: `to` is a bare address, `html` is already escaped. */
export interface Mail {
  to: string
  subject: string
  text: string
  html: string
}

/** Where a delivered mail went: handed to the SMTP server, or kept in the outbox table. */
export type MailRoute = 'smtp' | 'outbox'

/** The part of the server's logger the mailer writes to. */
export interface MailLog {
  info(fields: object, message: string): void
  error(fields: object, message: string): void
}

/** The SMTP server did not take the mail (refused, out of reach, timed out). */
export class MailDeliveryError extends Error {
  constructor(readonly reason: unknown) {
    super('the SMTP server did not take the mail')
  }
}

export interface MailerDeps {
  db: Db
  smtpUrl: string | undefined
  from: string
  outbox: OutboxRepository
  log: MailLog
  clock: Clock
}

// Requests and jobs wait for the mail, so a hanging SMTP server must not hold them for
// nodemailer's minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }

/**
 * Sends over SMTP when configured, otherwise keeps the mail in the outbox superusers read.
 * nodemailer is loaded with the first mail sent: a start loads no mail code (issue #18).
 */
export function createMailer({ db, smtpUrl, from, outbox, log, clock }: MailerDeps) {
  const options: SMTPTransport.Options | null = smtpUrl ? { url: smtpUrl, ...SMTP_TIMEOUTS } : null
  let transport: Promise<Transporter<SMTPTransport.SentMessageInfo>> | null = null
  const smtp = (smtpOptions: SMTPTransport.Options) =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpOptions),
    ))

  /**
   * Delivers `mail` or throws with the reason (the job queue retries on it). Answers where it
   * went: to the SMTP server, or into the outbox, which only superusers read (no SMTP_URL).
   */
  async function deliver(mail: Mail): Promise<MailRoute> {
    if (options) {
      await (await smtp(options)).sendMail({ from, ...mail })
      return 'smtp'
    }
    await outbox.insert({ ...mail, createdAt: clock.now() })
    log.info({ to: mail.to, subject: mail.subject }, 'mail stored in the outbox')
    return 'outbox'
  }

  return {
    deliver,
    /**
     * Delivers `mail` together with a write of the caller's (an audit entry): into the outbox in
     * one transaction with it; over SMTP, which no transaction can take back, first, and the write
     * once the server took the mail. Throws MailDeliveryError when SMTP refuses, writing nothing.
     */
    async deliverWith(mail: Mail, write: (tx: Db) => Promise<void>): Promise<void> {
      if (!options) return outbox.insertWith({ ...mail, createdAt: clock.now() }, write)
      const sender = await smtp(options)
      try {
        await sender.sendMail({ from, ...mail })
      } catch (err) {
        throw new MailDeliveryError(err)
      }
      await write(db)
    },
    /**
     * Delivers `mail` and says whether it went out. A failure is logged, never thrown: the
     * request that caused the mail still succeeds and the user can ask for the mail again.
     */
    async send(mail: Mail): Promise<boolean> {
      try {
        await deliver(mail)
        return true
      } catch (err) {
        log.error({ to: mail.to, subject: mail.subject, err }, 'mail could not be sent')
        return false
      }
    },
  }
}

export type Mailer = ReturnType<typeof createMailer>
