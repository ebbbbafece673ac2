import { and, desc, eq, gt, isNull, ne, or } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import {
  invoices,
  organizations,
  paymentMethods,
  stripeEvents,
  subscriptions,
} from '../../../db/schema/index.ts'
import type { TenantScope } from '../../../lib/tenant-scope.ts'

export type PaymentMethodRow = typeof paymentMethods.$inferSelect
export type InvoiceRow = typeof invoices.$inferSelect
export type NewPaymentMethod = Pick<
  typeof paymentMethods.$inferInsert,
  'stripePaymentMethodId' | 'type' | 'brand' | 'last4' | 'expMonth' | 'expYear'
>

/**
 * The tables of payments by Stripe: the organisation's customer id, its payment methods, the
 * invoices Stripe charges and the webhook events seen. Every tenant query takes the organisation.
 */
/**
 * Locks the organisation's row for the rest of the transaction: changes of its default method
 * wait for each other, so the one-default index never sees two.
 */
const lockOrganization = (tx: Pick<Db, 'select'>, organizationId: number) =>
  tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update')

function queriesOver(db: Db) {
  return {
    organization: async (organizationId: number) =>
      (await db.query.organizations.findFirst({
        columns: { id: true, title: true, stripeCustomerId: true, mailLocale: true },
        where: eq(organizations.id, organizationId),
      })) ?? null,

    organizationOfCustomer: async (customerId: string) =>
      (await db.query.organizations.findFirst({
        columns: { id: true },
        where: eq(organizations.stripeCustomerId, customerId),
      })) ?? null,

    /** Keeps the first customer id stored (two requests at once create the same customer). */
    setStripeCustomer: async ({
      organizationId,
      customerId,
    }: TenantScope & { customerId: string }) => {
      await db
        .update(organizations)
        .set({ stripeCustomerId: customerId })
        .where(and(eq(organizations.id, organizationId), isNull(organizations.stripeCustomerId)))
      const row = await db.query.organizations.findFirst({
        columns: { stripeCustomerId: true },
        where: eq(organizations.id, organizationId),
      })
      return row?.stripeCustomerId ?? null
    },

    methods: {
      list: ({ organizationId }: TenantScope) =>
        db
          .select()
          .from(paymentMethods)
          .where(eq(paymentMethods.organizationId, organizationId))
          .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt)),

      find: async ({ organizationId, id }: TenantScope & { id: number }) =>
        (await db.query.paymentMethods.findFirst({
          where: and(eq(paymentMethods.organizationId, organizationId), eq(paymentMethods.id, id)),
        })) ?? null,

      findDefault: async ({ organizationId }: TenantScope) =>
        (await db.query.paymentMethods.findFirst({
          where: and(
            eq(paymentMethods.organizationId, organizationId),
            eq(paymentMethods.isDefault, true),
          ),
        })) ?? null,

      findByStripeId: async (stripePaymentMethodId: string) =>
        (await db.query.paymentMethods.findFirst({
          where: eq(paymentMethods.stripePaymentMethodId, stripePaymentMethodId),
        })) ?? null,

      /**
       * Stores the method, the organisation's default when it has none yet (the organisation row
       * is locked, so two methods added at once do not both become default). Null when the
       * method is stored already.
       */
      insert: ({
        organizationId,
        method,
        now,
      }: TenantScope & { method: NewPaymentMethod; now: Date }) =>
        db.transaction(async (tx) => {
          await lockOrganization(tx, organizationId)
          const current = await tx.query.paymentMethods.findFirst({
            columns: { id: true },
            where: and(
              eq(paymentMethods.organizationId, organizationId),
              eq(paymentMethods.isDefault, true),
            ),
          })
          const [row] = await tx
            .insert(paymentMethods)
            .values({ ...method, organizationId, isDefault: !current, createdAt: now })
            .onConflictDoNothing({ target: paymentMethods.stripePaymentMethodId })
            .returning()
          return row ?? null
        }),

      setDefault: ({ organizationId, id }: TenantScope & { id: number }) =>
        db.transaction(async (tx) => {
          await lockOrganization(tx, organizationId)
          await tx
            .update(paymentMethods)
            .set({ isDefault: false })
            .where(
              and(
                eq(paymentMethods.organizationId, organizationId),
                eq(paymentMethods.isDefault, true),
              ),
            )
          const [row] = await tx
            .update(paymentMethods)
            .set({ isDefault: true })
            .where(
              and(eq(paymentMethods.organizationId, organizationId), eq(paymentMethods.id, id)),
            )
            .returning()
          return row ?? null
        }),

      /** The newest other method, which takes over as default when the default goes. */
      successorOf: async ({ organizationId, id }: TenantScope & { id: number }) =>
        (await db.query.paymentMethods.findFirst({
          where: and(eq(paymentMethods.organizationId, organizationId), ne(paymentMethods.id, id)),
          orderBy: [desc(paymentMethods.createdAt), desc(paymentMethods.id)],
        })) ?? null,

      /** Deletes the method; when it was the default, `successorId` becomes the default. */
      delete: ({
        organizationId,
        id,
        successorId,
      }: TenantScope & { id: number; successorId?: number }) =>
        db.transaction(async (tx) => {
          await lockOrganization(tx, organizationId)
          const [gone] = await tx
            .delete(paymentMethods)
            .where(
              and(eq(paymentMethods.organizationId, organizationId), eq(paymentMethods.id, id)),
            )
            .returning()
          if (gone?.isDefault && successorId !== undefined)
            await tx
              .update(paymentMethods)
              .set({ isDefault: true })
              .where(
                and(
                  eq(paymentMethods.organizationId, organizationId),
                  eq(paymentMethods.id, successorId),
                ),
              )
          return gone ?? null
        }),
    },

    /** Whether a subscription still runs (not cancelled, or cancelled for a later date). */
    hasRunningSubscription: async ({ organizationId, now }: TenantScope & { now: Date }) =>
      Boolean(
        await db.query.subscriptions.findFirst({
          columns: { id: true },
          where: and(
            eq(subscriptions.organizationId, organizationId),
            or(isNull(subscriptions.deletedAt), gt(subscriptions.deletedAt, now)),
          ),
        }),
      ),

    invoice: async (id: number) =>
      (await db.query.invoices.findFirst({ where: eq(invoices.id, id) })) ?? null,

    /** Changes an invoice that is not paid (paid is final); null when it is paid or gone. */
    updateUnpaidInvoice: async (
      id: number,
      changes: Partial<
        Pick<InvoiceRow, 'status' | 'paidAt' | 'failureReason' | 'stripePaymentIntentId'>
      > & { updatedAt: Date },
    ) => {
      const [row] = await db
        .update(invoices)
        .set(changes)
        .where(and(eq(invoices.id, id), ne(invoices.status, 'paid')))
        .returning()
      return row ?? null
    },

    /**
     * Records the event; false when it was recorded before (a replay). Run inside the
     * transaction of its effect, so an effect that fails leaves the event unseen for Stripe's
     * next delivery.
     */
    recordEvent: async (
      { id, type, created }: { id: string; type: string; created: number },
      now: Date,
    ) => {
      const [row] = await db
        .insert(stripeEvents)
        .values({ id, type, created, receivedAt: now, processedAt: now })
        .onConflictDoNothing({ target: stripeEvents.id })
        .returning({ id: stripeEvents.id })
      return Boolean(row)
    },
  }
}

/** The repository's queries, as `transaction` hands them over one transaction. */
export type StripeQueries = ReturnType<typeof queriesOver>

export function createStripeRepository(db: Db) {
  return {
    ...queriesOver(db),
    /** Runs `work` with the repository's queries over one transaction. */
    transaction: <T>(work: (queries: StripeQueries) => Promise<T>) =>
      db.transaction((tx) => work(queriesOver(tx as unknown as Db))),
  }
}

export type StripeRepository = ReturnType<typeof createStripeRepository>
