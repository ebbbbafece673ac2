import { and, count, desc, eq, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm'
import {
  fromDbDateTime,
  toDbDateTime,
  type AuditAction,
  type AuditEntry,
  type AuditLogQuery,
} from '@sitewerk/contracts'
import type { Db } from '../../db/client.ts'
import { auditLog } from '../../db/schema/index.ts'
import type { AuthUser } from '../../lib/request-context.ts'
import { containsPattern, pageOf } from './paging.ts'

export type AuditRow = typeof auditLog.$inferSelect

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

export function createAuditLog(db: Db) {
  return {
    /** Writes the row with `tx`, the action's own transaction: no action without its entry. */
    async record(tx: Db, actor: AuthUser, entry: AuditRecord, now: Date): Promise<number> {
      const [row] = await tx
        .insert(auditLog)
        .values({
          actorId: actor.id,
          actorEmail: actor.email,
          action: entry.action,
          targetType: entry.targetType,
          targetId: entry.targetId,
          onBehalfOfId: entry.onBehalfOfId ?? null,
          details: entry.details ?? {},
          createdAt: now,
        })
        .returning({ id: auditLog.id })
      return row!.id
    },

    /** Adds to an entry's details what is known only after the action (a write's status). */
    addDetails: async (id: number, details: Record<string, unknown>) => {
      await db
        .update(auditLog)
        .set({ details: sql`${auditLog.details} || ${JSON.stringify(details)}::jsonb` })
        .where(eq(auditLog.id, id))
    },

    /** The newest entry of `action` on the target since `since`, if any. */
    latest: async (action: string, targetType: string, targetId: number, since: Date) =>
      (await db.query.auditLog.findFirst({
        where: and(
          eq(auditLog.action, action),
          eq(auditLog.targetType, targetType),
          eq(auditLog.targetId, targetId),
          gte(auditLog.createdAt, since),
        ),
        orderBy: [desc(auditLog.createdAt)],
      })) ?? null,

    /** Entries about a user (the target), for their export. */
    aboutUser: (userId: number) =>
      db.query.auditLog.findMany({
        where: or(
          and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId)),
          eq(auditLog.onBehalfOfId, userId),
        ),
        orderBy: [desc(auditLog.createdAt), desc(auditLog.id)],
      }),

    async list(query: AuditLogQuery) {
      const where = and(...filtersOf(query))
      const [{ total }] = (await db.select({ total: count() }).from(auditLog).where(where)) as [
        { total: number },
      ]
      const { offset, limit, page } = pageOf(query.page, total)
      const rows = await db.query.auditLog.findMany({
        where,
        orderBy: [desc(auditLog.createdAt), desc(auditLog.id)],
        offset,
        limit,
      })
      return page(rows.map(toAuditEntry))
    },

    /** Deletes the entries older than `before` (AUDIT_LOG_DAYS). */
    purgeBefore: async (before: Date) => {
      await db.delete(auditLog).where(lt(auditLog.createdAt, before))
    },
  }
}

export type AuditLog = ReturnType<typeof createAuditLog>

function filtersOf(query: AuditLogQuery): (SQL | undefined)[] {
  const actor = query.actor?.trim()
  return [
    actor
      ? /^\d{1,9}$/.test(actor)
        ? eq(auditLog.actorId, Number(actor))
        : ilike(auditLog.actorEmail, containsPattern(actor))
      : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.target_type ? eq(auditLog.targetType, query.target_type) : undefined,
    query.target_id ? eq(auditLog.targetId, query.target_id) : undefined,
    query.from ? gte(auditLog.createdAt, momentOf(query.from, 'start')) : undefined,
    query.to ? lte(auditLog.createdAt, momentOf(query.to, 'end')) : undefined,
  ]
}

/** A day is its first or its last second; a moment is itself. */
function momentOf(value: string, end: 'start' | 'end'): Date {
  if (value.length > 10) return fromDbDateTime(value)
  return fromDbDateTime(`${value} ${end === 'start' ? '00:00:00' : '23:59:59'}`)
}

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
