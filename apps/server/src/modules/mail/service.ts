import { toDbDateTime, type OutboxMail } from '@sitewerk/contracts'
import { requireSuperuser, type RequestContext } from '../../lib/request-context.ts'
import type { OutboxRepository } from './repository.ts'

export function createMailService({ outbox }: { outbox: OutboxRepository }) {
  return {
    /** The outbox, newest first; superusers only, since it holds other people's links. */
    async listOutbox({ ctx, to }: { ctx: RequestContext; to?: string }): Promise<OutboxMail[]> {
      requireSuperuser(ctx)
      const rows = await outbox.list({ to })
      return rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        created_at: toDbDateTime(row.createdAt),
      }))
    },
  }
}

export type MailService = ReturnType<typeof createMailService>
