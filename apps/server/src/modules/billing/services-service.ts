import type { Service, ServiceBody } from '@sitewerk/contracts'
import type { Clock } from '../../lib/clock.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { NotFoundError, ValidationError } from '../../lib/errors.ts'
import { requireOrganization, type RequestContext } from '../../lib/request-context.ts'
import { toServiceResponse } from './mappers.ts'
import type { ServicesRepository, ServiceValues } from './services-repository.ts'

/** The operator's catalogue as an organisation sees it, and its edits by superusers. */
export function createServicesService({ repo, clock }: { repo: ServicesRepository; clock: Clock }) {
  async function present(ctx: RequestContext, id: number): Promise<Service> {
    const row = await repo.findById(id)
    if (!row) throw new NotFoundError()
    const now = clock.now()
    const [detailed] = await repo.withDetails([row], ctx.organization?.id ?? null, now)
    return toServiceResponse(detailed!, now)
  }

  async function save(ctx: RequestContext, id: number | null, body: ServiceBody) {
    const now = clock.now()
    const values: ServiceValues = {
      identifier: body.identifier,
      title: body.title,
      featureList: body.feature_list,
      serviceId: body.service_id ?? null,
      price: body.price,
      priceType: body.price_type,
      trialDays: body.trial_days,
      active: body.active,
      updatedAt: now,
    }
    try {
      const row = await repo.save(id, values, body.permissions)
      if (!row) throw new NotFoundError()
      return present(ctx, row.id)
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ValidationError(ctx.t('validation.invalid'), {
          identifier: [ctx.t('billing.identifier_taken')],
        })
      throw error
    }
  }

  return {
    /** Services on offer and those the organisation still has, with its live subscriptions. */
    async list(ctx: RequestContext): Promise<Service[]> {
      const now = clock.now()
      const rows = await repo.listForOrganization(requireOrganization(ctx).id, now)
      return rows.map((row) => toServiceResponse(row, now))
    },

    /** The services the organisation has a live subscription of (spec §7 GET organization/{id}). */
    async subscribedOf(organizationId: number): Promise<Service[]> {
      const now = clock.now()
      const rows = await repo.listForOrganization(organizationId, now, { offered: false })
      return rows.map((row) => toServiceResponse(row, now))
    },

    /** One service by its identifier; a withdrawn one only to an organisation that still has it. */
    async get(ctx: RequestContext, identifier: string): Promise<Service> {
      const row = await repo.findByIdentifier(identifier)
      if (!row) throw new NotFoundError(ctx.t('billing.service_unknown'))
      const service = await present(ctx, row.id)
      if (!service.active && !service.isSubscribed)
        throw new NotFoundError(ctx.t('billing.service_unknown'))
      return service
    },

    create: (ctx: RequestContext, body: ServiceBody) => save(ctx, null, body),
    update: (ctx: RequestContext, id: number, body: ServiceBody) => save(ctx, id, body),
  }
}

export type ServicesService = ReturnType<typeof createServicesService>
