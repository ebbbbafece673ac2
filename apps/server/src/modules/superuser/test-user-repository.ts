import { eq, isNotNull, isNull, lte, or } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { impersonations, sessions, users } from '../../db/schema/index.ts'
import { inTransaction } from '../../db/transaction.ts'

export type VisitRow = typeof impersonations.$inferSelect

const operators = alias(users, 'operators')
const people = alias(users, 'people')

/** The test user's visits (decision 033): one row per superuser session that shows someone else. */
export function createTestUserRepository(db: Db) {
  return {
    /** Runs `work` in one transaction; the queries that take `tx` run in it. */
    transaction: <T>(work: (tx: Db) => Promise<T>) => inTransaction(db, work),
    /** The visit of the session with this stored id (the cookie's SHA-256), if any. */
    findBySession: async (sessionId: string): Promise<VisitRow | null> =>
      (await db.query.impersonations.findFirst({
        where: eq(impersonations.sessionId, sessionId),
      })) ?? null,

    /** The new visit; null when the session shows someone already (two starts at once). */
    insert: async (tx: Db, values: typeof impersonations.$inferInsert) =>
      (await tx.insert(impersonations).values(values).onConflictDoNothing().returning())[0] ?? null,

    /** Deletes the visit; null when it had ended already. */
    delete: async (tx: Db, id: number): Promise<VisitRow | null> =>
      (await tx.delete(impersonations).where(eq(impersonations.id, id)).returning())[0] ?? null,

    /**
     * Visits no request acts through any more, with their superuser: the session went (logout,
     * disabling) or expired, the person was disabled, or the superuser lost the flag.
     */
    findStale: (now: Date) =>
      db
        .select({ visit: impersonations, operator: operators })
        .from(impersonations)
        .innerJoin(operators, eq(operators.id, impersonations.superuserId))
        .innerJoin(people, eq(people.id, impersonations.userId))
        .leftJoin(sessions, eq(sessions.id, impersonations.sessionId))
        .where(
          or(
            isNull(sessions.id),
            lte(sessions.expiresAt, now),
            isNotNull(people.disabledAt),
            eq(operators.superuser, false),
            isNotNull(operators.disabledAt),
          ),
        ),
  }
}

export type TestUserRepository = ReturnType<typeof createTestUserRepository>
