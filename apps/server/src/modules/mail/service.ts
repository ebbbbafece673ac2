import {
  toDbDateTime,
  type OutboxMail,
  type SuperuserOutboxMail,
  type SuperuserOutboxPage,
  type SuperuserOutboxQuery,
} from '@sitewerk/contracts'
import type { Clock } from '../../lib/clock.ts'
import { AppError, NotFoundError } from '../../lib/errors.ts'
import { requireSuperuser, type RequestContext } from '../../lib/request-context.ts'
import type { AuditLog } from '../superuser/audit-log.ts'
import { MailDeliveryError, type MailLog, type Mailer } from './mailer.ts'
import type { OutboxRepository, OutboxRow } from './repository.ts'

export interface MailServiceDeps {
  outbox: OutboxRepository
  mailer: Pick<Mailer, 'deliverWith'>
  audit: Pick<AuditLog, 'record'>
  clock: Clock
  log: MailLog
}

const toOutboxMail = (row: OutboxRow): OutboxMail & SuperuserOutboxMail => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  text: row.text,
  html: row.html,
  created_at: toDbDateTime(row.createdAt),
})

/** The outbox, superusers only, since it holds other people's links (decision 032). */
export function createMailService({ outbox, mailer, audit, clock, log }: MailServiceDeps) {
  async function find(id: number) {
    const row = await outbox.findById(id)
    if (!row) throw new NotFoundError()
    return row
  }

  return {
    /** Newest first, at most 100, optionally to one address (the tests' and e2e's inbox). */
    async listOutbox({ ctx, to }: { ctx: RequestContext; to?: string }): Promise<OutboxMail[]> {
      requireSuperuser(ctx)
      return (await outbox.list({ to })).map(toOutboxMail)
    },

    async page({
      ctx,
      query,
    }: {
      ctx: RequestContext
      query: SuperuserOutboxQuery
    }): Promise<SuperuserOutboxPage> {
      requireSuperuser(ctx)
      const result = await outbox.page(query)
      return {
        ...result,
        data: result.data.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          created_at: toDbDateTime(row.createdAt),
        })),
      }
    },

    async get({ ctx, id }: { ctx: RequestContext; id: number }) {
      requireSuperuser(ctx)
      return toOutboxMail(await find(id))
    },

    /** Sends the mail again as it was, and writes `mail.resend` with it (decision 032). */
    async resend({ ctx, id }: { ctx: RequestContext; id: number }) {
      const actor = requireSuperuser(ctx)
      const row = await find(id)
      const mail = { to: row.to, subject: row.subject, text: row.text, html: row.html }
      try {
        await mailer.deliverWith(mail, async (tx) => {
          await audit.record(
            tx,
            actor,
            {
              action: 'mail.resend',
              targetType: 'mail',
              targetId: row.id,
              details: { to: row.to, subject: row.subject },
            },
            clock.now(),
          )
        })
      } catch (err) {
        if (!(err instanceof MailDeliveryError)) throw err
        log.error({ to: row.to, subject: row.subject, err: err.reason }, 'mail could not be resent')
        throw new AppError(ctx.t('superuser.mail_not_sent'), 503, {
          headers: { 'retry-after': '60' },
        })
      }
      return { sent: true as const }
    },
  }
}

export type MailService = ReturnType<typeof createMailService>
