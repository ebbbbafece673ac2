import { and, eq, gt, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { emailTokens, users } from '../../db/schema/index.ts'

export type EmailTokenKind = (typeof emailTokens.$inferSelect)['kind']

/** One-time tokens of verification and reset mails; only their SHA-256 is stored. */
export function createEmailTokensRepository(db: Db) {
  return {
    insert: async (values: typeof emailTokens.$inferInsert) => {
      await db.insert(emailTokens).values(values)
    },

    /**
     * Spends a token and answers its user, in one statement, so a link works once even when
     * opened twice at the same moment. A token counts only while it is addressed to the user's
     * current e-mail (a changed address voids it) and, when `email` is given, to that address.
     */
    consume: async ({
      kind,
      tokenHash,
      email,
      now,
    }: {
      kind: EmailTokenKind
      tokenHash: string
      email?: string
      now: Date
    }): Promise<{ userId: number } | null> => {
      const currentEmail = db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, emailTokens.userId))
      const [row] = await db
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            eq(emailTokens.kind, kind),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, now),
            inArray(emailTokens.email, currentEmail),
            email === undefined ? undefined : eq(emailTokens.email, email),
          ),
        )
        .returning({ userId: emailTokens.userId })
      return row ?? null
    },

    /** Spends every open token of a kind, e.g. all reset links once the password is new. */
    revokeAll: async ({
      userId,
      kind,
      now,
    }: {
      userId: number
      kind: EmailTokenKind
      now: Date
    }) => {
      await db
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailTokens.userId, userId),
            eq(emailTokens.kind, kind),
            isNull(emailTokens.usedAt),
          ),
        )
    },
  }
}

export type EmailTokensRepository = ReturnType<typeof createEmailTokensRepository>
