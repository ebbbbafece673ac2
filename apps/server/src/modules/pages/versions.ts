import { toDbDateTime } from '@sitewerk/contracts'
import { ConflictError } from '../../lib/errors.ts'
import type { RequestContext } from '../../lib/request-context.ts'

/**
 * Optimistic concurrency of saves (issue #6): a save may name the `updated_at` it started from.
 * Dates travel in spec §9's format, to the second, so every save moves `updated_at` to a later
 * second than the one before: two saves within one second still get different versions.
 */
export function nextUpdatedAt(previous: Date, now: Date): Date {
  const nextSecond = Math.floor(previous.getTime() / 1000) * 1000 + 1000
  return new Date(Math.max(now.getTime(), nextSecond))
}

/**
 * 409 when someone saved the item since the version the request names; nothing is written. A
 * request without a version saves as before (API clients that do not edit concurrently).
 */
export function assertVersion(ctx: RequestContext, current: Date, expected: string | undefined) {
  if (expected !== undefined && toDbDateTime(current) !== expected) throw staleError(ctx, current)
}

export const staleError = (ctx: RequestContext, current: Date) =>
  new ConflictError(ctx.t('pages.stale'), { updated_at: toDbDateTime(current) })
