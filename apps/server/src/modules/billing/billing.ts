import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { PermanentJobError, type JobQueue } from '../../lib/job-queue.ts'
import type { AuditLog } from '../superuser/audit-log.ts'
import { createBillingRun } from './billing-run.ts'
import { COLLECT_JOB, createCharger } from './charger.ts'
import { createEntitlements } from './entitlements.ts'
import { createInvoicesRepository } from './invoices-repository.ts'
import { createInvoicesService } from './invoices-service.ts'
import type { PaymentCollector } from './payment-collector.ts'
import { createServicesRepository } from './services-repository.ts'
import { createServicesService } from './services-service.ts'
import { createSubscriptionsRepository } from './subscriptions-repository.ts'
import { createSubscriptionsService } from './subscriptions-service.ts'

export interface BillingDeps {
  db: Db
  clock: Clock
  queue: Pick<JobQueue, 'enqueue' | 'wake' | 'handle'>
  collector: PaymentCollector
  /** Where superusers' catalogue edits are recorded (decision 032). */
  audit: Pick<AuditLog, 'record'>
}

/**
 * The billing module (issue #16, decision 029): the catalogue, subscriptions, invoices, what they
 * entitle to, and the billing run. Registers the job that hands each new invoice to `collector`.
 */
export function createBilling({ db, clock, queue, collector, audit }: BillingDeps) {
  const servicesRepo = createServicesRepository(db)
  const subscriptionsRepo = createSubscriptionsRepository(db)
  const invoicesRepo = createInvoicesRepository(db)
  const charger = createCharger({ invoices: invoicesRepo, queue, provider: collector.provider })
  queue.handle(COLLECT_JOB, async (job) => {
    const invoiceId = job.payload.invoiceId
    if (typeof invoiceId !== 'number') throw new PermanentJobError('no invoiceId in the payload')
    await collector.collect(invoiceId)
  })
  return {
    services: createServicesService({ repo: servicesRepo, audit, clock }),
    subscriptions: createSubscriptionsService({
      repo: subscriptionsRepo,
      services: servicesRepo,
      charger,
      queue,
      clock,
    }),
    invoices: createInvoicesService({ repo: invoicesRepo, audit, clock }),
    entitlements: createEntitlements({ repo: servicesRepo, clock }),
    /** Rolls due subscriptions at `now` and invoices them (periodic, and from tests). */
    runBilling: createBillingRun({ repo: subscriptionsRepo, charger, queue }),
  }
}

export type Billing = ReturnType<typeof createBilling>
