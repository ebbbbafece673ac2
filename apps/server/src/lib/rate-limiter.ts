import { eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { rateLimits } from '../db/schema/index.ts'
import type { Clock } from './clock.ts'
import { TooManyRequestsError } from './errors.ts'

export interface Limit {
  max: number
  windowSeconds: number
}

export interface HitResult {
  /** The hit is within the limit. */
  allowed: boolean
  /** Seconds until the window ends (at least 1), for Retry-After. */
  retryAfterSeconds: number
}

/**
 * Fixed-window counters in the `rate_limits` table. Every hit is one atomic upsert, so any number
 * of server processes share the counters and parallel requests cannot slip past the limit.
 */
export function createRateLimiter({ db, clock }: { db: Db; clock: Clock }) {
  /** Counts one hit on `key` and says whether it stays within `limit`. */
  async function hit(key: string, limit: Limit): Promise<HitResult> {
    const now = clock.now()
    const nowSql = sql`${now.toISOString()}::timestamptz`
    const expired = sql`${rateLimits.resetAt} <= ${nowSql}`
    const [row] = await db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt: new Date(now.getTime() + limit.windowSeconds * 1000) })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
          resetAt: sql`CASE WHEN ${expired} THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
        },
      })
      .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil((row!.resetAt.getTime() - now.getTime()) / 1000),
    )
    return { allowed: row!.count <= limit.max, retryAfterSeconds }
  }

  return {
    hit,

    /** Counts a hit on every key; 429 with the longest wait when any of them is over its limit. */
    async enforce(hits: { key: string; limit: Limit }[]): Promise<void> {
      let retryAfter = 0
      for (const { key, limit } of hits) {
        const result = await hit(key, limit)
        if (!result.allowed) retryAfter = Math.max(retryAfter, result.retryAfterSeconds)
      }
      if (retryAfter > 0) throw new TooManyRequestsError(retryAfter)
    },

    /** Takes back one hit, for an attempt that turned out fine. */
    async release(key: string): Promise<void> {
      await db
        .update(rateLimits)
        .set({ count: sql`GREATEST(${rateLimits.count} - 1, 0)` })
        .where(eq(rateLimits.key, key))
    },

    async clear(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key))
    },

    /** Deletes counters whose window has passed. */
    async pruneExpired(): Promise<void> {
      await db.delete(rateLimits).where(lt(rateLimits.resetAt, clock.now()))
    },
  }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>
