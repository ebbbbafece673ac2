import { and, eq, gt, lt, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sessions } from '../../db/schema/index.ts'

/** Cookie sessions, stored by the SHA-256 of their token (the session store decides the rest). */
export function createSessionsRepository(db: Db) {
  return {
    /** The session with this stored id while it has not expired at `now`. */
    findLive: (id: string, now: Date) =>
      db.query.sessions.findFirst({
        where: and(eq(sessions.id, id), gt(sessions.expiresAt, now)),
      }),

    /** Moves the session's sliding expiry (it was seen at `lastSeenAt`). */
    touch: async (id: string, { lastSeenAt, expiresAt }: { lastSeenAt: Date; expiresAt: Date }) => {
      await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, id))
    },

    insert: async (values: typeof sessions.$inferInsert) => {
      await db.insert(sessions).values(values)
    },

    delete: async (id: string) => {
      await db.delete(sessions).where(eq(sessions.id, id))
    },

    /** Deletes every session of the user, except the one with the stored id `exceptId`. */
    deleteAllOfUser: async (userId: number, exceptId?: string) => {
      const others = exceptId ? ne(sessions.id, exceptId) : undefined
      await db.delete(sessions).where(and(eq(sessions.userId, userId), others))
    },

    deleteExpired: async (now: Date) => {
      await db.delete(sessions).where(lt(sessions.expiresAt, now))
    },
  }
}
