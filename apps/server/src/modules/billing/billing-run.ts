import type { JobQueue } from '../../lib/job-queue.ts'
import type { Charger } from './charger.ts'
import { periodEnd } from './charges.ts'
import type { SubscriptionsRepository } from './subscriptions-repository.ts'

/** Periods one run catches up per subscription at most (a server that was off for years). */
const MAX_PERIODS_PER_RUN = 120

export interface BillingRunDeps {
  repo: SubscriptionsRepository
  charger: Charger
  queue: Pick<JobQueue, 'wake'>
}

/**
 * The billing run (decision 029): every subscription whose period ended and that runs on is
 * rolled in a transaction of its own, locked with SKIP LOCKED, so two processes never roll one
 * subscription and a failure stops only that one. Rolling ends a trial, applies a pending
 * decrease, starts the next period and invoices it ('sub:{id}:{start}', unique: a run repeated
 * after a crash never charges twice). A cancelled subscription whose `deleted_at` came is not
 * rolled: it has ended. Returns the number of invoices written.
 */
export function createBillingRun({ repo, charger, queue }: BillingRunDeps) {
  async function rollOne(id: number, now: Date): Promise<number> {
    return repo.transaction(async (tx) => {
      const locked = await repo.lockDue(tx, id, now)
      if (!locked) return 0
      const { service } = locked
      let subscription = locked.subscription
      let invoiced = 0
      for (let n = 0; n < MAX_PERIODS_PER_RUN; n++) {
        const end = subscription.currentPeriodEnd
        if (!end || end.getTime() > now.getTime()) break
        if (subscription.deletedAt && subscription.deletedAt.getTime() <= end.getTime()) break
        const change =
          subscription.changeAt && subscription.changeAt.getTime() <= end.getTime()
            ? {
                units: subscription.changeUnits ?? subscription.units,
                changeAt: null,
                changeUnits: null,
              }
            : {}
        subscription = await repo.update(tx, subscription.id, {
          ...change,
          trialEnded: subscription.trialUntil ? true : subscription.trialEnded,
          currentPeriodStart: end,
          currentPeriodEnd: periodEnd(end, service.priceType),
          updatedAt: now,
        })
        if (await charger.chargePeriod(tx, subscription, service, now)) invoiced++
      }
      return invoiced
    })
  }

  return async function runBilling(now: Date): Promise<number> {
    let invoiced = 0
    const failures: unknown[] = []
    for (const id of await repo.dueIds(now)) {
      try {
        invoiced += await rollOne(id, now)
      } catch (error) {
        // One subscription that cannot be rolled must not hold up the others; the next run retries.
        failures.push(error)
      }
    }
    if (invoiced) queue.wake()
    if (failures.length)
      throw new AggregateError(failures, `${failures.length} subscriptions not rolled`)
    return invoiced
  }
}
