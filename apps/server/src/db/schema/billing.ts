import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { InvoiceLine } from '@sitewerk/contracts'
import { createdAt, timestamps } from './columns.ts'
import { tenant } from './organizations.ts'
import { subscriptions } from './plans.ts'
import { users } from './users.ts'

/** Invoice numbers SW-{year}-{n}: one sequence, so numbers never repeat (decision 030). */
export const invoiceNumbers = pgSequence('invoice_numbers', { startWith: 1 })

/**
 * An invoice: one charge of one subscription for one period, or the pro-rata rest of a period
 * after an increase of units. `charge_key` names that charge ('sub:{id}:{periodStart}',
 * 'sub:{id}:increase:{at}'), unique, so a retried billing run never charges twice.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    organizationId: tenant(),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
    chargeKey: text('charge_key').notNull().unique(),
    status: text('status', { enum: ['open', 'paid', 'failed', 'void'] })
      .notNull()
      .default('open'),
    provider: text('provider', { enum: ['invoice', 'stripe'] }).notNull(),
    currency: text('currency').notNull(),
    /** Cents. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    /** The billing address when the invoice was made (a later change does not rewrite it). */
    billingAddress: jsonb('billing_address').$type<Record<string, string> | null>(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The superuser who marked a bank transfer paid. */
    markedPaidBy: integer('marked_paid_by').references(() => users.id, { onDelete: 'set null' }),
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    failureReason: text('failure_reason'),
    ...{
      ...timestamps(),
    },
  },
  (t) => [index('invoices_org_idx').on(t.organizationId, t.createdAt)],
)

/** A card or SEPA debit mandate kept at Stripe for the organisation's customer. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    organizationId: tenant(),
    stripePaymentMethodId: text('stripe_payment_method_id').notNull().unique(),
    type: text('type', { enum: ['card', 'sepa_debit'] }).notNull(),
    brand: text('brand'),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_methods_org_idx').on(t.organizationId),
    uniqueIndex('payment_methods_one_default_idx')
      .on(t.organizationId)
      .where(sql`${t.isDefault}`),
  ],
)

/**
 * Stripe webhook events seen: the event id is the key, so a replayed event is processed once.
 * `created` (Stripe's seconds) lets a handler ignore an event older than what it already applied.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  created: bigint('created', { mode: 'number' }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
})
