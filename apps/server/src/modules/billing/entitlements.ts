import type { PermissionIdentifier } from '@sitewerk/contracts'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import type { RequestContext } from '../../lib/request-context.ts'
import type { ServicesRepository } from './services-repository.ts'

/**
 * 403 for a feature the organisation's services do not include (FeatureLockedErrorBody): the
 * message names the active services that would, so the back office can link to them.
 */
export class FeatureLockedError extends AppError {
  constructor(
    message: string,
    permission: PermissionIdentifier,
    services: { identifier: string; title: string }[],
  ) {
    super(message, 403, {
      errorTypes: { permission: ['feature_locked'] },
      extra: { permission, services },
    })
  }
}

/** Sites an organisation may have without `multiple_sites`. */
const SITES_WITHOUT_PERMISSION = 1

/**
 * What an organisation may use, from its live subscriptions (spec §6, decision 029). Checked on
 * every request that needs it, with the clock: a subscription ends when its `deleted_at` comes,
 * without a run having to notice.
 */
export function createEntitlements({ repo, clock }: { repo: ServicesRepository; clock: Clock }) {
  async function locked(ctx: RequestContext, permission: PermissionIdentifier) {
    const services = await repo.grantingServices(permission)
    const titles = services.map((s) => s.title).join(` ${ctx.t('billing.or')} `)
    const message = services.length
      ? ctx.t('billing.feature_locked', { titles })
      : ctx.t('billing.feature_locked_none')
    return new FeatureLockedError(message, permission, services)
  }

  /**
   * How many sites the organisation may have: 1 without `multiple_sites`; no limit when a plan
   * grants it; else 1 plus the units of the per-unit services that grant it. null: no limit.
   */
  async function siteLimit(organizationId: number): Promise<number | null> {
    const grants = (await repo.liveGrants(organizationId, clock.now())).filter(
      (g) => g.permission === 'multiple_sites',
    )
    if (grants.some((g) => g.priceType !== 'per_unit')) return null
    return grants.reduce((sum, g) => sum + g.units, SITES_WITHOUT_PERMISSION)
  }

  return {
    siteLimit,

    async permissionsOf(organizationId: number): Promise<Set<string>> {
      const grants = await repo.liveGrants(organizationId, clock.now())
      return new Set(grants.map((g) => g.permission))
    },

    /** Throws FeatureLockedError unless a live subscription grants `permission`. */
    async assertPermission(
      ctx: RequestContext,
      organizationId: number,
      permission: PermissionIdentifier,
    ) {
      const grants = await repo.liveGrants(organizationId, clock.now())
      if (!grants.some((g) => g.permission === permission)) throw await locked(ctx, permission)
    },

    /** Throws FeatureLockedError when one more site would pass the organisation's limit. */
    async assertMayAddSite(ctx: RequestContext, organizationId: number, existing: number) {
      const limit = await siteLimit(organizationId)
      if (limit !== null && existing >= limit) throw await locked(ctx, 'multiple_sites')
    },
  }
}

export type Entitlements = ReturnType<typeof createEntitlements>
