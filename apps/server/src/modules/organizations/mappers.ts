import {
  toDbDateTime,
  type Colorset,
  type JoinRequest,
  type Organization,
  type Service,
} from '@sitewerk/contracts'
import type { MembershipRole } from '../../lib/request-context.ts'
import type { OrganizationRow, OrganizationsRepository } from './repository.ts'

type JoinRequestRow = Awaited<ReturnType<OrganizationsRepository['joinRequests']['list']>>[number]

/** spec §3 Organization. The API key is a secret of the owners (and superusers). */
export function toOrganizationResponse(
  row: OrganizationRow,
  {
    role,
    services,
    canSeeSecrets,
    backendColorset,
  }: {
    role: MembershipRole
    services: Service[]
    canSeeSecrets: boolean
    backendColorset: Colorset | null
  },
): Organization {
  return {
    id: row.id,
    title: row.title,
    logo_file_id: row.logoFileId,
    icon_file_id: row.iconFileId,
    stripe_customer_id: canSeeSecrets ? row.stripeCustomerId : null,
    api_key: canSeeSecrets ? row.apiKey : null,
    billing_address_id: row.billingAddressId,
    backend_colorset_id: row.backendColorsetId,
    services,
    logo: null,
    icon: null,
    themes: [],
    backend_colorset: backendColorset,
    billing_address: null,
    role,
    suspended_at: row.suspendedAt ? toDbDateTime(row.suspendedAt) : null,
    suspended_reason: row.suspendedAt ? row.suspendedReason : null,
  }
}

export function toJoinRequestResponse(row: JoinRequestRow): JoinRequest {
  return {
    id: row.id,
    organization_id: row.organizationId,
    organization_title: row.organizationTitle,
    user: row.user,
    status: row.status,
    created_at: toDbDateTime(row.createdAt),
  }
}
