import {
  toDbDateTime,
  type AuditAction,
  type AuditEntry,
  type AuditLogQuery,
} from '@sitewerk/contracts'
import type { Db } from '../../db/client.ts'
import type { AuthUser } from '../../lib/request-context.ts'
import { createAuditLogRepository, type AuditRow } from './audit-log-repository.ts'
import { pageOf } from './paging.ts'

/** A write through an API route, as the audit log records it (decisions 033, 053). */
export interface RouteWrite {
  method: string
  /** The matched route's pattern ('/api/page/:id'), not the URL as sent. */
  route: string
  params: unknown
  body: unknown
}

/** One superuser action, written in the transaction of the action itself (decision 032). */
export interface AuditRecord {
  action: AuditAction
  targetType: string
  targetId: number | null
  details?: Record<string, unknown>
  /** The person a test user showed when the action was taken (decision 033). */
  onBehalfOfId?: number
}

/**
 * The audit log the kernel hands out (decision 032): entries written in the transaction of their
 * action, read by the console and the exports; its rows live in `audit-log-repository.ts`.
 */
export function createAuditLog(db: Db) {
  const { insert, count, page, ...rest } = createAuditLogRepository(db)
  return {
    /** Writes the row with `tx`, the action's own transaction: no action without its entry. */
    record: (tx: Db, actor: AuthUser, entry: AuditRecord, now: Date): Promise<number> =>
      insert(tx, {
        actorId: actor.id,
        actorEmail: actor.email,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        onBehalfOfId: entry.onBehalfOfId ?? null,
        details: entry.details ?? {},
        createdAt: now,
      }),

    /** `addDetails`, `latest`, `aboutUser`, `purgeBefore`: the repository's. */
    ...rest,

    async list(query: AuditLogQuery) {
      const { offset, limit, page: pageWith } = pageOf(query.page, await count(query))
      return pageWith((await page(query, { offset, limit })).map(toAuditEntry))
    },
  }
}

export type AuditLog = ReturnType<typeof createAuditLog>

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actor_id: row.actorId,
    actor_email: row.actorEmail,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    on_behalf_of_id: row.onBehalfOfId,
    details: row.details,
    created_at: toDbDateTime(row.createdAt),
  }
}
