import { eq, lte } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { captchaSolutions, organizationCaptcha } from '../../db/schema/index.ts'

export type CaptchaRow = typeof organizationCaptcha.$inferSelect

/** An organisation's captcha settings and the solutions already used. */
export function createCaptchaRepository(db: Db) {
  const find = async (organizationId: number) =>
    (
      await db
        .select()
        .from(organizationCaptcha)
        .where(eq(organizationCaptcha.organizationId, organizationId))
        .limit(1)
    )[0] ?? null

  return {
    find,

    /** The settings, made with `hmacKey` on first use; a concurrent first use keeps one key. */
    async findOrCreate(organizationId: number, hmacKey: string): Promise<CaptchaRow> {
      const [created] = await db
        .insert(organizationCaptcha)
        .values({ organizationId, hmacKey })
        .onConflictDoNothing()
        .returning()
      return created ?? (await find(organizationId))!
    },

    async update(
      organizationId: number,
      changes: { enabled: boolean; difficulty: number; allowedDomains: string[]; now: Date },
    ) {
      const { now, ...values } = changes
      const [row] = await db
        .update(organizationCaptcha)
        .set({ ...values, updatedAt: now })
        .where(eq(organizationCaptcha.organizationId, organizationId))
        .returning()
      return row!
    },

    /** Records a used solution; false when its challenge was used before (a replay). */
    async markUsed(signature: string, organizationId: number, expiresAt: Date): Promise<boolean> {
      const inserted = await db
        .insert(captchaSolutions)
        .values({ signature, organizationId, expiresAt })
        .onConflictDoNothing()
        .returning({ signature: captchaSolutions.signature })
      return inserted.length === 1
    },

    /** Forgets solutions whose challenge has expired: they are refused as expired anyway. */
    async deleteExpired(now: Date): Promise<number> {
      const deleted = await db
        .delete(captchaSolutions)
        .where(lte(captchaSolutions.expiresAt, now))
        .returning({ signature: captchaSolutions.signature })
      return deleted.length
    },
  }
}

export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>
