import { and, asc, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { services, subscriptions } from '../../db/schema/index.ts'
import { inTransaction } from '../../db/transaction.ts'
import { liveAt } from './services-repository.ts'

type SubscriptionValues = Partial<Omit<typeof subscriptions.$inferInsert, 'id'>>

/**
 * A subscription whose period has ended and that runs on past it: the billing run rolls it
 * (ends its trial, applies a pending change, invoices the next period). One cancelled at the end
 * of its period does not run on: it simply ends.
 */
const dueAt = (now: Date) =>
  and(
    isNotNull(subscriptions.currentPeriodEnd),
    lte(subscriptions.currentPeriodEnd, now),
    or(
      isNull(subscriptions.deletedAt),
      gt(subscriptions.deletedAt, subscriptions.currentPeriodEnd),
    ),
  )

export function createSubscriptionsRepository(db: Db) {
  return {
    /** Runs `work` in one transaction; the queries that take `tx` run in it. */
    transaction: <T>(work: (tx: Db) => Promise<T>) => inTransaction(db, work),
    listLive: (organizationId: number, now: Date) =>
      db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.organizationId, organizationId), liveAt(now)))
        .orderBy(asc(subscriptions.id)),

    /** Whether the organisation ever subscribed to the service (a trial is for the first time only). */
    hasEver: async (tx: Db, organizationId: number, serviceId: number) =>
      Boolean(
        await tx.query.subscriptions.findFirst({
          columns: { id: true },
          where: and(
            eq(subscriptions.organizationId, organizationId),
            eq(subscriptions.serviceId, serviceId),
          ),
        }),
      ),

    findLive: async (tx: Db, organizationId: number, serviceId: number, now: Date) =>
      (await tx.query.subscriptions.findFirst({
        where: and(
          eq(subscriptions.organizationId, organizationId),
          eq(subscriptions.serviceId, serviceId),
          liveAt(now),
        ),
      })) ?? null,

    /** The organisation's subscription with its service, locked for the rest of `tx`. */
    async lock(tx: Db, organizationId: number, id: number) {
      const [row] = await tx
        .select({ subscription: subscriptions, service: services })
        .from(subscriptions)
        .innerJoin(services, eq(services.id, subscriptions.serviceId))
        .where(and(eq(subscriptions.organizationId, organizationId), eq(subscriptions.id, id)))
        .for('update', { of: subscriptions })
      return row ?? null
    },

    insert: async (tx: Db, values: typeof subscriptions.$inferInsert) =>
      (await tx.insert(subscriptions).values(values).returning())[0]!,

    update: async (tx: Db, id: number, values: SubscriptionValues) =>
      (await tx.update(subscriptions).set(values).where(eq(subscriptions.id, id)).returning())[0]!,

    dueIds: async (now: Date) =>
      (
        await db
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(dueAt(now))
          .orderBy(asc(subscriptions.id))
      ).map((r) => r.id),

    /**
     * The subscription if it is still due, locked; null when another run holds it or has rolled
     * it already (SKIP LOCKED: two processes never roll one subscription).
     */
    async lockDue(tx: Db, id: number, now: Date) {
      const [row] = await tx
        .select({ subscription: subscriptions, service: services })
        .from(subscriptions)
        .innerJoin(services, eq(services.id, subscriptions.serviceId))
        .where(and(eq(subscriptions.id, id), dueAt(now)))
        .for('update', { of: subscriptions, skipLocked: true })
      return row ?? null
    },
  }
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>
