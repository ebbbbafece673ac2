import {
  toDbDateTime,
  type SuperuserOrganization,
  type SuperuserSession,
  type SuperuserUser,
} from '@sitewerk/contracts'
import type { OrganizationRow, UserRow } from './repository.ts'

const dateOrNull = (date: Date | null) => (date ? toDbDateTime(date) : null)

/** How a session is named to the operator: a prefix of its stored hash, never the cookie. */
export const SESSION_HINT_LENGTH = 12
export const sessionHintOf = (storedId: string) => storedId.slice(0, SESSION_HINT_LENGTH)

export function toSuperuserUser(row: UserRow): SuperuserUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    email_verified_at: dateOrNull(row.emailVerifiedAt),
    superuser: row.superuser,
    disabled_at: dateOrNull(row.disabledAt),
    created_at: toDbDateTime(row.createdAt),
  }
}

export function toSuperuserSession(
  row: { id: string; createdAt: Date; lastSeenAt: Date; expiresAt: Date; remember: boolean },
  currentId: string | null,
): SuperuserSession {
  return {
    id: sessionHintOf(row.id),
    created_at: toDbDateTime(row.createdAt),
    last_seen_at: toDbDateTime(row.lastSeenAt),
    expires_at: toDbDateTime(row.expiresAt),
    remember: row.remember,
    current: row.id === currentId,
  }
}

export function toSuperuserOrganization(
  row: OrganizationRow,
  counts: { memberCount: number; siteCount: number },
): SuperuserOrganization {
  return {
    id: row.id,
    title: row.title,
    member_count: Number(counts.memberCount),
    site_count: Number(counts.siteCount),
    suspended_at: dateOrNull(row.suspendedAt),
    suspended_reason: row.suspendedAt ? row.suspendedReason : null,
    created_at: toDbDateTime(row.createdAt),
  }
}

export { dateOrNull }
