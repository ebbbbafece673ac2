/**
 * `npm run db:restore -- FILE [--force]`: puts a backup of `npm run db:backup` back into the
 * configured database (DATA_DIR for PGlite, DATABASE_URL for PostgreSQL). Stop the server first.
 * A database that exists is replaced only with --force (PGlite keeps it as pg.before-restore-…).
 * Migrations newer than the backup run at the next start.
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../config.ts'
import { BackupError, restore } from '../db/backup.ts'

try {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean' } },
    allowPositionals: true,
  })
  if (positionals.length !== 1) {
    console.error('Usage: npm run db:restore -- <backup file> [--force]')
    process.exit(2)
  }
  const file = resolve(positionals[0]!)
  const started = Date.now()
  await restore(loadConfig(), file, { force: values.force ?? false })
  console.log(`Restored ${file} in ${Date.now() - started} ms.`)
} catch (error) {
  console.error(error instanceof BackupError || error instanceof Error ? error.message : error)
  process.exit(1)
}
