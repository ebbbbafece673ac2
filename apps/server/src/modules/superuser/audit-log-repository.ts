import { and, count, desc, eq, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm'
import { fromDbDateTime, type AuditLogQuery } from '@sitewerk/contracts'
import type { Db } from '../../db/client.ts'
import { auditLog } from '../../db/schema/index.ts'
import { containsPattern } from './paging.ts'

export type AuditRow = typeof auditLog.$inferSelect

/** The audit log's rows (decision 032); what the kernel hands out is `createAuditLog`. */
export function createAuditLogRepository(db: Db) {
  return {
    /** Inserts the entry with `tx`, the action's own transaction; answers its id. */
    async insert(tx: Db, values: typeof auditLog.$inferInsert): Promise<number> {
      const [row] = await tx.insert(auditLog).values(values).returning({ id: auditLog.id })
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

    /** How many entries the filters of `query` find. */
    async count(query: AuditLogQuery) {
      const [{ total }] = (await db
        .select({ total: count() })
        .from(auditLog)
        .where(and(...filtersOf(query)))) as [{ total: number }]
      return total
    },

    /** The entries the filters of `query` find, newest first, from `offset` on. */
    page: (query: AuditLogQuery, { offset, limit }: { offset: number; limit: number }) =>
      db.query.auditLog.findMany({
        where: and(...filtersOf(query)),
        orderBy: [desc(auditLog.createdAt), desc(auditLog.id)],
        offset,
        limit,
      }),

    /** Deletes the entries older than `before` (AUDIT_LOG_DAYS). */
    purgeBefore: async (before: Date) => {
      await db.delete(auditLog).where(lt(auditLog.createdAt, before))
    },
  }
}

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
