import type { Subscription } from '@sitewerk/contracts'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts'
import type { JobQueue } from '../../lib/job-queue.ts'
import { requireOrganization, type RequestContext } from '../../lib/request-context.ts'
import type { Charger } from './charger.ts'
import { chargeAmount, isPlan, periodEnd, proRataAmount } from './charges.ts'
import { isLive, isTrialing, toSubscriptionResponse, type ServiceRow } from './mappers.ts'
import type { ServicesRepository } from './services-repository.ts'
import type { SubscriptionsRepository } from './subscriptions-repository.ts'

export interface SubscriptionsServiceDeps {
  repo: SubscriptionsRepository
  services: ServicesRepository
  charger: Charger
  queue: Pick<JobQueue, 'wake'>
  clock: Clock
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Subscribing, changing units, cancelling and resuming (issue #16 scope 2, decision 029). Each
 * change locks the subscription's row and writes it with its invoice in one transaction.
 */
export function createSubscriptionsService({
  repo,
  services,
  charger,
  queue,
  clock,
}: SubscriptionsServiceDeps) {
  const invalidUnits = (ctx: RequestContext, message: string) =>
    new ValidationError(ctx.t('validation.invalid'), { units: [message] })

  /** price × units, or a 422 at `units` in the caller's language. */
  function assertUnits(ctx: RequestContext, service: ServiceRow, units: number) {
    if (isPlan(service.priceType) && units !== 1)
      throw invalidUnits(ctx, ctx.t('billing.plan_units'))
    if (chargeAmount(service.price, units) === null)
      throw invalidUnits(ctx, ctx.t('billing.amount_too_large'))
  }

  /** The organisation's subscription locked in `tx`; 404 for another tenant's id. */
  async function lock(ctx: RequestContext, tx: Db, id: number) {
    const row = await repo.lock(tx, requireOrganization(ctx).id, id)
    if (!row) throw new NotFoundError()
    return row
  }

  /** Runs `work` in a transaction and wakes the job worker once the invoices it wrote are committed. */
  async function inTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    const result = await repo.transaction(work)
    queue.wake()
    return result
  }

  /**
   * The plan that already grants, without a limit, all a per-unit service adds (Business and its
   * unlimited sites for 'Zusätzliche Website'), or null when units of it add something.
   */
  async function planIncluding(organizationId: number, service: ServiceRow, now: Date) {
    if (service.priceType !== 'per_unit') return null
    const [withPermissions] = await services.withDetails([service], null, now)
    const adds = withPermissions?.permissions.map((p) => p.identifier) ?? []
    if (!adds.length) return null
    // As the entitlements count: a grant of a service that is not per unit has no limit.
    const unlimited = (await services.liveGrants(organizationId, now)).filter(
      (g) => g.priceType !== 'per_unit' && adds.includes(g.permission),
    )
    if (!adds.every((p) => unlimited.some((g) => g.permission === p))) return null
    return unlimited[0]!.title
  }

  const present = (row: Parameters<typeof toSubscriptionResponse>[0]) =>
    toSubscriptionResponse(row, clock.now())

  return {
    async list(ctx: RequestContext): Promise<Subscription[]> {
      const now = clock.now()
      const rows = await repo.listLive(requireOrganization(ctx).id, now)
      return rows.map((row) => toSubscriptionResponse(row, now))
    },

    /**
     * A new subscription. The first one of a service with trial days starts a trial, invoiced when
     * it ends; otherwise the first period is invoiced at once.
     */
    async subscribe(ctx: RequestContext, identifier: string, units: number): Promise<Subscription> {
      const { id: organizationId } = requireOrganization(ctx)
      const service = await services.findByIdentifier(identifier)
      if (!service || !service.active) throw new NotFoundError(ctx.t('billing.service_unknown'))
      assertUnits(ctx, service, units)
      const now = clock.now()
      // Read before the transaction: on PGlite its one connection is the transaction's.
      const plan = await planIncluding(organizationId, service, now)
      if (plan)
        throw new ConflictError(ctx.t('billing.included_in_plan', { service: service.title, plan }))
      try {
        return present(
          await inTransaction(async (tx) => {
            if (await repo.findLive(tx, organizationId, service.id, now))
              throw new ConflictError(ctx.t('billing.already_subscribed'))
            const trial =
              service.trialDays > 0 && !(await repo.hasEver(tx, organizationId, service.id))
            const trialUntil = trial ? new Date(now.getTime() + service.trialDays * DAY_MS) : null
            const subscription = await repo.insert(tx, {
              organizationId,
              serviceId: service.id,
              units,
              trialUntil,
              currentPeriodStart: now,
              // A trial is a period of its own: the billing run invoices the first one at its end.
              currentPeriodEnd: trialUntil ?? periodEnd(now, service.priceType),
              createdAt: now,
              updatedAt: now,
            })
            if (!trial) await charger.chargePeriod(tx, subscription, service, now)
            return subscription
          }),
        )
      } catch (error) {
        // Two requests racing: the partial unique index keeps one.
        if (isUniqueViolation(error)) throw new ConflictError(ctx.t('billing.already_subscribed'))
        throw error
      }
    },

    /**
     * More units apply at once and the rest of the period is invoiced pro rata (nothing during a
     * trial); fewer apply when the period ends (`change_at`).
     */
    async changeUnits(ctx: RequestContext, id: number, units: number): Promise<Subscription> {
      const now = clock.now()
      return present(
        await inTransaction(async (tx) => {
          const { subscription, service } = await lock(ctx, tx, id)
          if (!isLive(subscription, now)) throw new ConflictError(ctx.t('billing.ended'))
          if (subscription.deletedAt)
            throw new ConflictError(ctx.t('billing.cancelled_unchangeable'))
          if (service.priceType === 'once')
            throw new ConflictError(ctx.t('billing.once_unchangeable'))
          assertUnits(ctx, service, units)
          const pending = { changeUnits: null, changeAt: null, updatedAt: now }
          if (units <= subscription.units) {
            return repo.update(
              tx,
              subscription.id,
              units === subscription.units
                ? pending
                : { changeUnits: units, changeAt: subscription.currentPeriodEnd, updatedAt: now },
            )
          }
          const updated = await repo.update(tx, subscription.id, { ...pending, units })
          const end = subscription.currentPeriodEnd
          if (!isTrialing(subscription, now) && end) {
            const start = subscription.currentPeriodStart
            const amount = proRataAmount({
              price: service.price,
              addedUnits: units - subscription.units,
              remainingMs: end.getTime() - now.getTime(),
              periodMs: end.getTime() - start.getTime(),
            })
            if (amount === null) throw invalidUnits(ctx, ctx.t('billing.amount_too_large'))
            await charger.charge(tx, {
              subscription: updated,
              service,
              key: `sub:${subscription.id}:increase:${now.toISOString()}`,
              amount,
              units: units - subscription.units,
              title: ctx.t('billing.increase_line', {
                title: service.title,
                units: units - subscription.units,
              }),
              periodStart: now,
              periodEnd: end,
              now,
            })
          }
          return updated
        }),
      )
    },

    /**
     * Ends the subscription when its period (or trial) ends; a one-off service ends at once.
     * Reversible until then (`resume`).
     */
    async cancel(ctx: RequestContext, id: number): Promise<Subscription> {
      const now = clock.now()
      return present(
        await inTransaction(async (tx) => {
          const { subscription } = await lock(ctx, tx, id)
          if (subscription.deletedAt) throw new ConflictError(ctx.t('billing.already_cancelled'))
          return repo.update(tx, subscription.id, {
            deletedAt: subscription.currentPeriodEnd ?? now,
            updatedAt: now,
          })
        }),
      )
    },

    async resume(ctx: RequestContext, id: number): Promise<Subscription> {
      const now = clock.now()
      return present(
        await inTransaction(async (tx) => {
          const { subscription } = await lock(ctx, tx, id)
          if (!isLive(subscription, now)) throw new ConflictError(ctx.t('billing.ended'))
          if (!subscription.deletedAt) throw new ConflictError(ctx.t('billing.not_cancelled'))
          return repo.update(tx, subscription.id, { deletedAt: null, updatedAt: now })
        }),
      )
    },
  }
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>
