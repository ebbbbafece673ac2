import { and, eq, gt, lt, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sessions } from '../../db/schema/index.ts'
import type { Clock } from '../../lib/clock.ts'
import { randomToken, sha256 } from '../../lib/tokens.ts'

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

export function createSessionStore({ db, clock }: { db: Db; clock: Clock }) {
  const lifetimeMs = (remember: boolean) =>
    (remember ? REMEMBER_SECONDS : SESSION_IDLE_SECONDS) * 1000

  return {
    async find(token: string): Promise<SessionState | null> {
      const now = clock.now()
      const row = await db.query.sessions.findFirst({
        where: and(eq(sessions.id, sha256(token)), gt(sessions.expiresAt, now)),
      })
      if (!row) return null
      let expiresAt = row.expiresAt
      if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        expiresAt = new Date(now.getTime() + lifetimeMs(row.remember))
        await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, row.id))
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
      await db.insert(sessions).values({
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
      await db.delete(sessions).where(eq(sessions.id, sha256(token)))
    },

    /** Ends every session of a user (password reset), except the one given. */
    async destroyAllOfUser(userId: number, exceptToken?: string): Promise<void> {
      const others = exceptToken ? ne(sessions.id, sha256(exceptToken)) : undefined
      await db.delete(sessions).where(and(eq(sessions.userId, userId), others))
    },

    async pruneExpired(): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, clock.now()))
    },
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>
