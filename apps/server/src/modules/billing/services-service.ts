import type { Service, ServiceBody } from '@sitewerk/contracts'
import type { Clock } from '../../lib/clock.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { NotFoundError, ValidationError } from '../../lib/errors.ts'
import {
  requireOrganization,
  requireSuperuser,
  type RequestContext,
} from '../../lib/request-context.ts'
import type { AuditLog } from '../superuser/audit-log.ts'
import { toServiceResponse } from './mappers.ts'
import type { ServiceSnapshot, ServicesRepository, ServiceValues } from './services-repository.ts'

export interface ServicesServiceDeps {
  repo: ServicesRepository
  audit: Pick<AuditLog, 'record'>
  clock: Clock
}

/** What the audit entry of a catalogue edit names, by its field in the API. */
const AUDITED_FIELDS = {
  identifier: 'identifier',
  title: 'title',
  feature_list: 'featureList',
  service_id: 'serviceId',
  price: 'price',
  price_type: 'priceType',
  trial_days: 'trialDays',
  active: 'active',
  permissions: 'permissions',
} as const satisfies Record<string, keyof ServiceSnapshot>

/** The fields an edit changed, each `{ from, to }` (decision 032); empty when nothing did. */
function changesOf(before: ServiceSnapshot, after: ServiceSnapshot) {
  const changes: Record<string, { from: unknown; to: unknown }> = {}
  for (const [field, key] of Object.entries(AUDITED_FIELDS))
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      changes[field] = { from: before[key], to: after[key] }
  return changes
}

/** A new service as its audit entry keeps it. */
const valuesOf = (row: ServiceSnapshot) =>
  Object.fromEntries(Object.entries(AUDITED_FIELDS).map(([field, key]) => [field, row[key]]))

/** The operator's catalogue as an organisation sees it, and its edits by superusers. */
export function createServicesService({ repo, audit, clock }: ServicesServiceDeps) {
  async function present(ctx: RequestContext, id: number): Promise<Service> {
    const row = await repo.findById(id)
    if (!row) throw new NotFoundError()
    const now = clock.now()
    const [detailed] = await repo.withDetails([row], ctx.organization?.id ?? null, now)
    return toServiceResponse(detailed!, now)
  }

  async function save(ctx: RequestContext, id: number | null, body: ServiceBody) {
    const actor = requireSuperuser(ctx)
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
      const saved = await repo.transaction(async (tx) => {
        const result = await repo.save(tx, id, values, body.permissions)
        if (!result) throw new NotFoundError()
        const { before, after } = result
        const details = before ? changesOf(before, after) : valuesOf(after)
        // an edit that changes nothing is no action (decision 032)
        if (Object.keys(details).length)
          await audit.record(
            tx,
            actor,
            {
              action: before ? 'service.update' : 'service.create',
              targetType: 'service',
              targetId: after.id,
              details,
            },
            now,
          )
        return after
      })
      return present(ctx, saved.id)
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

    /** Every service, withdrawn ones too, without any organisation's subscriptions. */
    async catalogue(ctx: RequestContext): Promise<Service[]> {
      requireSuperuser(ctx)
      const now = clock.now()
      return (await repo.listAll(now)).map((row) => toServiceResponse(row, now))
    },

    create: (ctx: RequestContext, body: ServiceBody) => save(ctx, null, body),
    update: (ctx: RequestContext, id: number, body: ServiceBody) => save(ctx, id, body),
  }
}

export type ServicesService = ReturnType<typeof createServicesService>
