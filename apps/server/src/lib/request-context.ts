import type { Locale } from '@sitewerk/contracts'
import type { Translate } from './i18n/translate.ts'
import { ForbiddenError, NotFoundError, UnauthenticatedError } from './errors.ts'

/** The signed-in user as services see it. */
export interface AuthUser {
  id: number
  name: string
  email: string
  emailVerifiedAt: Date | null
  superuser: boolean
}

export type MembershipRole = 'owner' | 'admin' | 'editor' | null

/** What a role may do grows from editor to admin to owner (decision 031). */
const ROLE_RANK = { editor: 1, admin: 2, owner: 3 } as const

/** Whether `role` is `minimum` or above; a superuser (null role) is everything. */
export function hasRole(
  role: MembershipRole,
  minimum: keyof typeof ROLE_RANK,
  superuser: boolean,
): boolean {
  if (superuser) return true
  return role !== null && ROLE_RANK[role] >= ROLE_RANK[minimum]
}

/**
 * A superuser who sees the back office as another user (the test user, decision 033). The
 * request's `user` is then the person seen; `operator` is who really sends it.
 */
export interface TestUserVisit {
  id: number
  operator: AuthUser
  person: AuthUser
  startedAt: Date
}

/** What every service call knows about its caller (set once per request, STYLE.md). */
export interface RequestContext {
  user: AuthUser | null
  locale: Locale
  t: Translate
  /** The organisation of X-Organization-Id, only if the user may act in it. */
  organization: { id: number; role: MembershipRole } | null
  /** The X-Organization-Id the client sent, valid or not. */
  requestedOrganizationId: number | null
  ip: string
  /** Set while a superuser looks through a test user, also on routes that run as the superuser. */
  testUser: TestUserVisit | null
}

export function requireUser(ctx: RequestContext): AuthUser {
  if (!ctx.user) throw new UnauthenticatedError()
  return ctx.user
}

export function requireSuperuser(ctx: RequestContext): AuthUser {
  const user = requireUser(ctx)
  if (!user.superuser) throw new ForbiddenError()
  return user
}

/**
 * The organisation every tenant-scoped call works in. Without a header: 403; with the id of an
 * organisation the user does not belong to: 404, as for any other tenant's row.
 */
export function requireOrganization(ctx: RequestContext): { id: number; role: MembershipRole } {
  requireUser(ctx)
  if (ctx.requestedOrganizationId === null) throw new ForbiddenError()
  if (!ctx.organization) throw new NotFoundError()
  return ctx.organization
}

/**
 * The organisation of the request if the user's role there is `minimum` or above (decision 031);
 * 403 in the user's language otherwise. Services check it again behind the route declaration.
 */
export function requireRole(
  ctx: RequestContext,
  minimum: 'admin' | 'owner',
): { id: number; role: MembershipRole } {
  const organization = requireOrganization(ctx)
  if (!hasRole(organization.role, minimum, ctx.user!.superuser))
    throw new ForbiddenError(ctx.t('errors.role_forbidden'))
  return organization
}
