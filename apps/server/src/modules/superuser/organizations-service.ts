import {
  toDbDateTime,
  type SuperuserOrganizationDetail,
  type SuperuserOrganizationsPage,
} from '@sitewerk/contracts'
import type { Clock } from '../../lib/clock.ts'
import { NotFoundError } from '../../lib/errors.ts'
import { requireSuperuser, type RequestContext } from '../../lib/request-context.ts'
import type { AuditLog } from './audit-log.ts'
import { dateOrNull, toSuperuserOrganization } from './mappers.ts'
import type { OrganizationRow, SuperuserRepository } from './repository.ts'

export interface SuperuserOrganizationsDeps {
  repo: SuperuserRepository
  audit: AuditLog
  clock: Clock
  /** After a suspension changed: the public caches forget what they know of the sites' hosts. */
  onSuspensionChanged(organizationId: number): void
}

/** Organisations as the operator sees them: members, sites, what they pay, what they store. */
export function createSuperuserOrganizationsService({
  repo,
  audit,
  clock,
  onSuspensionChanged,
}: SuperuserOrganizationsDeps) {
  async function detail(row: OrganizationRow): Promise<SuperuserOrganizationDetail> {
    const [members, sites, subscriptions, invoices, storageBytes] = await Promise.all([
      repo.membersOf(row.id),
      repo.sitesOf(row.id),
      repo.subscriptionsOf(row.id),
      repo.invoicesOf(row.id),
      repo.storageBytesOf(row.id),
    ])
    return {
      ...toSuperuserOrganization(row, { memberCount: members.length, siteCount: sites.length }),
      members,
      sites: sites.map((site) => ({
        ...site,
        domains: site.domains.map((d) => ({
          id: d.id,
          domain: d.domain,
          primary: d.primary,
          forward_key: d.forwardKey,
          verified_at: dateOrNull(d.verifiedAt),
        })),
      })),
      subscriptions: subscriptions.map(({ subscription: s, serviceTitle }) => ({
        id: s.id,
        service_id: s.serviceId,
        service_title: serviceTitle,
        units: s.units,
        created_at: toDbDateTime(s.createdAt),
        deleted_at: dateOrNull(s.deletedAt),
        current_period_end: dateOrNull(s.currentPeriodEnd),
      })),
      invoices: invoices.map((i) => ({
        id: i.id,
        number: i.number,
        status: i.status,
        provider: i.provider,
        currency: i.currency,
        amount: i.amount,
        due_at: toDbDateTime(i.dueAt),
        paid_at: dateOrNull(i.paidAt),
        created_at: toDbDateTime(i.createdAt),
      })),
      storage_bytes: storageBytes,
    }
  }

  async function setSuspension(
    ctx: RequestContext,
    id: number,
    reason: string | null,
  ): Promise<SuperuserOrganizationDetail> {
    const actor = requireSuperuser(ctx)
    const { row, changed } = await repo.transaction(async (tx) => {
      const row = await repo.findOrganization(id, tx)
      if (!row) throw new NotFoundError()
      const wasSuspended = Boolean(row.suspendedAt)
      if (reason === null && !wasSuspended) return { row, changed: false }
      if (reason !== null && wasSuspended && row.suspendedReason === reason)
        return { row, changed: false }
      const now = clock.now()
      const updated = (await repo.updateOrganization(tx, id, {
        suspendedAt: reason === null ? null : (row.suspendedAt ?? now),
        suspendedReason: reason,
        updatedAt: now,
      }))!
      await audit.record(
        tx,
        actor,
        {
          action: reason === null ? 'organization.unsuspend' : 'organization.suspend',
          targetType: 'organization',
          targetId: id,
          details:
            reason === null
              ? { reason: row.suspendedReason }
              : { reason, ...(wasSuspended ? { previous_reason: row.suspendedReason } : {}) },
        },
        now,
      )
      return { row: updated, changed: true }
    })
    if (changed) onSuspensionChanged(id)
    return detail(row)
  }

  return {
    async list({
      ctx,
      query,
    }: {
      ctx: RequestContext
      query: { search: string; page: number }
    }): Promise<SuperuserOrganizationsPage> {
      requireSuperuser(ctx)
      const result = await repo.listOrganizations(query)
      return {
        ...result,
        data: result.data.map((r) => toSuperuserOrganization(r.organization, r)),
      }
    },

    async get({ ctx, id }: { ctx: RequestContext; id: number }) {
      requireSuperuser(ctx)
      const row = await repo.findOrganization(id)
      if (!row) throw new NotFoundError()
      return detail(row)
    },

    /** Its sites answer a neutral page; its members read the reason (decision 032). */
    suspend: ({ ctx, id, reason }: { ctx: RequestContext; id: number; reason: string }) =>
      setSuspension(ctx, id, reason),

    unsuspend: ({ ctx, id }: { ctx: RequestContext; id: number }) => setSuspension(ctx, id, null),
  }
}

export type SuperuserOrganizationsService = ReturnType<typeof createSuperuserOrganizationsService>
