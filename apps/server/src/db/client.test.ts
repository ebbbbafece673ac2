import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { migrationsPending, openPglite } from './client.ts'

describe('the embedded database', () => {
  it('starts with 16 MB of shared buffers, not Postgres’s 128 MB (idle memory, issue #18)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sitewerk-pglite-params-'))
    const database = await openPglite(dir)
    try {
      const { rows } = await database.db.execute<{ shared_buffers: string }>(
        sql`SHOW shared_buffers`,
      )
      expect(rows[0]?.shared_buffers).toBe('16MB')
    } finally {
      await database.close()
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe('migrations at start', () => {
  it('are looked for without writing, and applied only when the database lacks one (issue #18)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sitewerk-pglite-migrations-'))
    const database = await openPglite(dir)
    try {
      expect(await migrationsPending(database.db)).toBe(true)
      await database.migrate()
      expect(await migrationsPending(database.db)).toBe(false)

      // A newer release brings a migration this database has not seen.
      const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`
      await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${newest}`,
      )
      expect(await migrationsPending(database.db)).toBe(true)
    } finally {
      await database.close()
      await rm(dir, { recursive: true, force: true })
    }
  })
})
