import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { InvoiceLine, PaymentProvider } from '@sitewerk/contracts'
import type { Db } from '../../db/client.ts'
import { addresses, invoices, organizations } from '../../db/schema/index.ts'
import { inTransaction } from '../../db/transaction.ts'

/** Days a bank transfer has from the invoice's date. */
export const PAYMENT_TERM_DAYS = 14

export interface NewCharge {
  organizationId: number
  subscriptionId: number
  chargeKey: string
  provider: PaymentProvider
  amount: number
  lines: InvoiceLine[]
  now: Date
}

export function createInvoicesRepository(db: Db) {
  return {
    /** Runs `work` in one transaction; the queries that take `tx` run in it. */
    transaction: <T>(work: (tx: Db) => Promise<T>) => inTransaction(db, work),
    /** What an invoice mail says of its organisation: its name, language and time zone. */
    organizationForMail: async (organizationId: number) =>
      (await db.query.organizations.findFirst({
        columns: { title: true, mailLocale: true, timeZone: true },
        where: eq(organizations.id, organizationId),
      })) ?? null,
    /**
     * Writes the invoice of one charge in `tx`, with the organisation's currency and billing
     * address as they are now, and a number from the sequence; null when the charge key was
     * invoiced before (a retried or concurrent run).
     */
    async insertCharge(tx: Db, charge: NewCharge) {
      const [organization] = await tx
        .select({ currency: organizations.currency, address: addresses })
        .from(organizations)
        .leftJoin(addresses, eq(addresses.id, organizations.billingAddressId))
        .where(eq(organizations.id, charge.organizationId))
      if (!organization) return null
      const { address } = organization
      const year = charge.now.getUTCFullYear()
      const [row] = await tx
        .insert(invoices)
        .values({
          number: sql`${`SW-${year}-`} || lpad(nextval('invoice_numbers')::text, 6, '0')`,
          organizationId: charge.organizationId,
          subscriptionId: charge.subscriptionId,
          chargeKey: charge.chargeKey,
          provider: charge.provider,
          currency: organization.currency,
          amount: charge.amount,
          lines: charge.lines,
          billingAddress: address
            ? {
                name: address.name,
                street: address.street,
                housenumber: address.housenumber,
                postcode: address.postcode,
                city: address.city,
                country: address.country,
              }
            : null,
          dueAt: new Date(charge.now.getTime() + PAYMENT_TERM_DAYS * 24 * 60 * 60 * 1000),
          createdAt: charge.now,
          updatedAt: charge.now,
        })
        .onConflictDoNothing({ target: invoices.chargeKey })
        .returning()
      return row ?? null
    },

    async page(organizationId: number, page: number, perPage: number) {
      const where = eq(invoices.organizationId, organizationId)
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(invoices)
          .where(where)
          .orderBy(desc(invoices.createdAt), desc(invoices.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ value: count() }).from(invoices).where(where),
      ])
      return { rows, total: total?.value ?? 0 }
    },

    find: async (organizationId: number, id: number) =>
      (await db.query.invoices.findFirst({
        where: and(eq(invoices.organizationId, organizationId), eq(invoices.id, id)),
      })) ?? null,

    findById: async (id: number) =>
      (await db.query.invoices.findFirst({ where: eq(invoices.id, id) })) ?? null,

    /** Marks a bank-transfer invoice paid; null when it is not open or failed. */
    async markPaid(id: number, userId: number, now: Date, executor: Db = db) {
      const [row] = await executor
        .update(invoices)
        .set({ status: 'paid', paidAt: now, markedPaidBy: userId, updatedAt: now })
        .where(
          and(
            eq(invoices.id, id),
            eq(invoices.provider, 'invoice'),
            inArray(invoices.status, ['open', 'failed']),
          ),
        )
        .returning()
      return row ?? null
    },
  }
}

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>
