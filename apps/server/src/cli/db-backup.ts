/**
 * `npm run db:backup [-- --out FILE]`: a backup of the configured database, by default to
 * DATA_DIR/backups/sitewerk-<time>.tar.gz (PGlite) or .pgdump (PostgreSQL, with pg_dump). Works
 * while the server runs: on PGlite the running server writes it (SIGUSR2), on PostgreSQL pg_dump
 * reads a consistent snapshot. Media files (DATA_DIR/media or S3) are not part of it.
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../config.ts'
import { backup, BackupError, defaultBackupFile } from '../db/backup.ts'

try {
  const { values } = parseArgs({ options: { out: { type: 'string' } } })
  const config = loadConfig()
  const file = values.out ? resolve(values.out) : defaultBackupFile(config)
  const started = Date.now()
  const { via } = await backup(config, file)
  console.log(`Backup written to ${file} by ${via} in ${Date.now() - started} ms.`)
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error)
  process.exit(1)
}
