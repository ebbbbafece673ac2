import { and, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { notificationReads, notifications } from '../../db/schema/index.ts'
import type { TenantScope } from '../../lib/tenant-scope.ts'

export type NotificationRow = typeof notifications.$inferSelect

/** An organisation's notifications and who of its members has read which. */
export function createNotificationsRepository(db: Db) {
  const readBy = (userId: number) =>
    and(
      eq(notificationReads.notificationId, notifications.id),
      eq(notificationReads.userId, userId),
    )
  return {
    /** `executor` is the transaction of what the notification tells about, when there is one. */
    insert: async (
      values: Pick<NotificationRow, 'organizationId' | 'kind' | 'data' | 'createdAt'>,
      executor: Db = db,
    ) => {
      await executor.insert(notifications).values(values)
    },
    /** Whether the organisation has a notification of `kind` since `since` whose data holds `data`. */
    existsSince: async (
      { organizationId }: TenantScope,
      kind: string,
      data: Record<string, unknown>,
      since: Date,
    ) => {
      const [row] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.organizationId, organizationId),
            eq(notifications.kind, kind),
            gte(notifications.createdAt, since),
            sql`${notifications.data} @> ${JSON.stringify(data)}::jsonb`,
          ),
        )
        .limit(1)
      return row !== undefined
    },
    /** The newest, each with whether the user has read it, and how many the user has not. */
    newest: async ({ organizationId }: TenantScope, userId: number, limit: number) => {
      const [rows, [unread]] = await Promise.all([
        db
          .select({ notification: notifications, readAt: notificationReads.readAt })
          .from(notifications)
          .leftJoin(notificationReads, readBy(userId))
          .where(eq(notifications.organizationId, organizationId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit),
        db
          .select({ unread: count() })
          .from(notifications)
          .leftJoin(notificationReads, readBy(userId))
          .where(
            and(
              eq(notifications.organizationId, organizationId),
              isNull(notificationReads.notificationId),
            ),
          ),
      ])
      return { rows, unread: unread?.unread ?? 0 }
    },
    /** Marks the given notifications of the organisation, or all of them, as read by the user. */
    markRead: async (
      { organizationId }: TenantScope,
      userId: number,
      ids: number[] | undefined,
      at: Date,
    ) => {
      const ofOrganization = db
        .select({
          notificationId: notifications.id,
          userId: sql<number>`${userId}::int`.as('user_id'),
          readAt: sql<Date>`${at.toISOString()}::timestamptz`.as('read_at'),
        })
        .from(notifications)
        .where(
          and(
            eq(notifications.organizationId, organizationId),
            ids === undefined ? undefined : inArray(notifications.id, ids),
          ),
        )
      await db.insert(notificationReads).select(ofOrganization).onConflictDoNothing()
    },
    /** Removes every notification (and its reads) created before `before`; returns how many. */
    purgeBefore: async (before: Date) =>
      (
        await db
          .delete(notifications)
          .where(lt(notifications.createdAt, before))
          .returning({ id: notifications.id })
      ).length,
  }
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>
