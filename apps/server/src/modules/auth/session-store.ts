import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { randomToken, sha256 } from '../../lib/tokens.ts'
import { createSessionsRepository } from './sessions-repository.ts'

/** Idle lifetime of a session that ends with the browser (not "remember me"). */
export const SESSION_IDLE_SECONDS = 2 * 60 * 60
/** Lifetime of a "remember me" session: as long as the login hint cookie (spec §9, 1 year). */
export const REMEMBER_SECONDS = 365 * 24 * 60 * 60
/** Sliding expiry is written at most this often, to keep reads cheap. */
const TOUCH_EVERY_MS = 60_000

export interface SessionState {
  /** Cookie value; only its hash is stored. */
  token: string
  userId: number | null
  csrfToken: string
  remember: boolean
  expiresAt: Date
}

/** Sessions by cookie value: lifetimes, sliding expiry, new tokens; the rows are the repository's. */
export function createSessionStore({ db, clock }: { db: Db; clock: Clock }) {
  const repo = createSessionsRepository(db)
  const lifetimeMs = (remember: boolean) =>
    (remember ? REMEMBER_SECONDS : SESSION_IDLE_SECONDS) * 1000

  return {
    async find(token: string): Promise<SessionState | null> {
      const now = clock.now()
      const row = await repo.findLive(sha256(token), now)
      if (!row) return null
      let expiresAt = row.expiresAt
      if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        expiresAt = new Date(now.getTime() + lifetimeMs(row.remember))
        await repo.touch(row.id, { lastSeenAt: now, expiresAt })
      }
      return {
        token,
        userId: row.userId,
        csrfToken: row.csrfToken,
        remember: row.remember,
        expiresAt,
      }
    },

    /** A new session with a new id and a new CSRF token (login, registration, logout, guests). */
    async create({
      userId,
      remember,
    }: {
      userId: number | null
      remember: boolean
    }): Promise<SessionState> {
      const now = clock.now()
      const token = randomToken()
      const csrfToken = randomToken(30)
      const expiresAt = new Date(now.getTime() + lifetimeMs(remember))
      await repo.insert({
        id: sha256(token),
        userId,
        csrfToken,
        remember,
        expiresAt,
        createdAt: now,
        lastSeenAt: now,
      })
      return { token, userId, csrfToken, remember, expiresAt }
    },

    async destroy(token: string): Promise<void> {
      await repo.delete(sha256(token))
    },

    /** Ends every session of a user (password reset), except the one given. */
    async destroyAllOfUser(userId: number, exceptToken?: string): Promise<void> {
      await repo.deleteAllOfUser(userId, exceptToken ? sha256(exceptToken) : undefined)
    },

    async pruneExpired(): Promise<void> {
      await repo.deleteExpired(clock.now())
    },
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>
