import { toDbDateTime, type InvoiceLine, type PaymentProvider } from '@sitewerk/contracts'
import type { Db } from '../../db/client.ts'
import type { JobQueue } from '../../lib/job-queue.ts'
import { chargeAmount } from './charges.ts'
import type { InvoiceRow, ServiceRow, SubscriptionRow } from './mappers.ts'
import type { InvoicesRepository } from './invoices-repository.ts'

/** The job that hands a new invoice to the payment collector; payload `{ invoiceId }`. */
export const COLLECT_JOB = 'billing.collect'

/** A network failure at the provider is retried; after this many tries the job gives up. */
const COLLECT_ATTEMPTS = 10

export interface ChargerDeps {
  invoices: InvoicesRepository
  queue: Pick<JobQueue, 'enqueue'>
  provider: PaymentProvider
}

interface Charge {
  subscription: SubscriptionRow
  service: ServiceRow
  key: string
  amount: number
  units: number
  title: string
  periodStart: Date
  periodEnd: Date | null
  now: Date
}

/**
 * Writes invoices in the caller's transaction, each with its collect job, so an invoice and its
 * job exist together or not at all. A charge of 0 cents (a free plan) makes no invoice.
 */
export function createCharger({ invoices, queue, provider }: ChargerDeps) {
  async function charge(tx: Db, c: Charge): Promise<InvoiceRow | null> {
    if (c.amount === 0) return null
    const line: InvoiceLine = {
      service_id: c.service.id,
      subscription_id: c.subscription.id,
      title: c.title,
      units: c.units,
      unit_price: c.service.price,
      amount: c.amount,
      period_start: toDbDateTime(c.periodStart),
      period_end: c.periodEnd ? toDbDateTime(c.periodEnd) : null,
    }
    const invoice = await invoices.insertCharge(tx, {
      organizationId: c.subscription.organizationId,
      subscriptionId: c.subscription.id,
      chargeKey: c.key,
      provider,
      amount: c.amount,
      lines: [line],
      now: c.now,
    })
    if (invoice)
      await queue.enqueue(tx, [
        {
          kind: COLLECT_JOB,
          organizationId: invoice.organizationId,
          payload: { invoiceId: invoice.id },
          maxAttempts: COLLECT_ATTEMPTS,
        },
      ])
    return invoice
  }

  return {
    charge,

    /** The invoice of the subscription's current period: price × units, key 'sub:{id}:{start}'. */
    chargePeriod(tx: Db, subscription: SubscriptionRow, service: ServiceRow, now: Date) {
      const amount = chargeAmount(service.price, subscription.units)
      // Contracts cap price and units far below; a catalogue that got past them must not bill.
      if (amount === null) throw new Error(`subscription ${subscription.id}: amount overflows`)
      return charge(tx, {
        subscription,
        service,
        key: `sub:${subscription.id}:${subscription.currentPeriodStart.toISOString()}`,
        amount,
        units: subscription.units,
        title: service.title,
        periodStart: subscription.currentPeriodStart,
        periodEnd: subscription.currentPeriodEnd,
        now,
      })
    },
  }
}

export type Charger = ReturnType<typeof createCharger>
