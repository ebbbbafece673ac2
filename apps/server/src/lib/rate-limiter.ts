import { and, eq, gt, lt, sql } from 'drizzle-orm'
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

  async function release(key: string): Promise<void> {
    await db
      .update(rateLimits)
      .set({ count: sql`GREATEST(${rateLimits.count} - 1, 0)` })
      .where(eq(rateLimits.key, key))
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

    /**
     * Counts a hit on every key when all of them stay within their limits; when any is over, the
     * hits on the others are taken back, so a refused attempt spends none of them. Answers the
     * longest wait of those over their limit, 0 when none is.
     */
    async spend(hits: { key: string; limit: Limit }[]): Promise<number> {
      const results = []
      for (const { key, limit } of hits) results.push({ key, ...(await hit(key, limit)) })
      const over = results.filter((r) => !r.allowed)
      if (over.length === 0) return 0
      for (const { key } of results.filter((r) => r.allowed)) await release(key)
      return Math.max(...over.map((r) => r.retryAfterSeconds))
    },

    /** Takes back one hit, for an attempt that turned out fine. */
    release,

    /**
     * Keeps `key` for `seconds` from now (a window with nothing to count), e.g. an address the
     * account signed in from; every call starts the period afresh.
     */
    async remember(key: string, seconds: number): Promise<void> {
      const resetAt = new Date(clock.now().getTime() + seconds * 1000)
      await db
        .insert(rateLimits)
        .values({ key, count: 0, resetAt })
        .onConflictDoUpdate({ target: rateLimits.key, set: { count: 0, resetAt } })
    },

    /** Whether `key` was remembered and its period has not passed. */
    async remembers(key: string): Promise<boolean> {
      const [row] = await db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, clock.now())))
      return row !== undefined
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
