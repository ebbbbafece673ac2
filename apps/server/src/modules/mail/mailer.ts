import nodemailer from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import type { Clock } from '../../lib/clock.ts'
import type { OutboxRepository } from './repository.ts'

/** A mail ready to go: `to` is a bare address, `html` is already escaped. */
export interface Mail {
  to: string
  subject: string
  text: string
  html: string
}

/** The part of the server's logger the mailer writes to. */
export interface MailLog {
  info(fields: object, message: string): void
  error(fields: object, message: string): void
}

export interface MailerDeps {
  smtpUrl: string | undefined
  from: string
  outbox: OutboxRepository
  log: MailLog
  clock: Clock
}

// Requests and jobs wait for the mail, so a hanging SMTP server must not hold them for
// nodemailer's minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }

/** Sends over SMTP when configured, otherwise keeps the mail in the outbox superusers read. */
export function createMailer({ smtpUrl, from, outbox, log, clock }: MailerDeps) {
  const options: SMTPTransport.Options | null = smtpUrl ? { url: smtpUrl, ...SMTP_TIMEOUTS } : null
  const transport = options ? nodemailer.createTransport(options) : null

  /** Delivers `mail` or throws with the reason (the job queue retries on it). */
  async function deliver(mail: Mail): Promise<void> {
    if (transport) await transport.sendMail({ from, ...mail })
    else {
      await outbox.insert({ ...mail, createdAt: clock.now() })
      log.info({ to: mail.to, subject: mail.subject }, 'mail stored in the outbox')
    }
  }

  return {
    deliver,
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
