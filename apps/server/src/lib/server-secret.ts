import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { serverSecrets } from '../db/schema/index.ts'

/**
 * A signing key: the configured one, else one made on first use and stored in `server_secrets`,
 * so every process of the installation signs with the same key and it survives restarts (the
 * first process to store it wins; the others read its key).
 */
export function serverSecret(db: Db, name: string, configured?: string): () => Promise<string> {
  let secret: Promise<string> | null = configured ? Promise.resolve(configured) : null
  async function load() {
    await db
      .insert(serverSecrets)
      .values({ name, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing()
    const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name))
    return row!.value
  }
  return () => {
    if (!secret) {
      secret = load()
      // A failed read must not stick.
      secret.catch(() => (secret = null))
    }
    return secret
  }
}
