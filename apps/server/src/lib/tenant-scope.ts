// Tenant scope in one place (decision 063): a service turns the request into a scope once, hands
// it to its repository, which puts `organizationId` into every tenant query, and answers a row it
// did not find with a 404 — another tenant's id looks exactly like a missing one.
import { NotFoundError } from './errors.ts'
import { requireOrganization, type RequestContext } from './request-context.ts'

/** The organisation a tenant query runs in; a required argument of every such repository call. */
export interface TenantScope {
  organizationId: number
}

/** The scope of the request's organisation: 403 without one, 404 for a foreign one. */
export function scopeOf(ctx: RequestContext): TenantScope {
  return { organizationId: requireOrganization(ctx).id }
}

/** The row a scoped query found, or a 404 when it found none (missing or another tenant's). */
export function orNotFound<T>(row: T | null | undefined): T {
  if (!row) throw new NotFoundError()
  return row
}
