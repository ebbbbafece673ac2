import { toDbDateTime, type OrganizationSummary, type User } from '@sitewerk/contracts'
import type { AuthUser } from '../../lib/request-context.ts'
import type { UserRow } from './repository.ts'

export function toAuthUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerifiedAt: row.emailVerifiedAt,
    superuser: row.superuser,
  }
}

/** spec §3 User as the API sends it; never the password hash. */
export function toUserResponse(row: UserRow, organizations: OrganizationSummary[]): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    email_verified_at: row.emailVerifiedAt ? toDbDateTime(row.emailVerifiedAt) : null,
    created_at: toDbDateTime(row.createdAt),
    updated_at: toDbDateTime(row.updatedAt),
    superuser: row.superuser,
    organizations,
  }
}
