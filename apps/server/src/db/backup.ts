import { PGlite } from '@electric-sql/pglite'
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import type { Config } from '../config.ts'
import { PGLITE_START_PARAMS, type Database } from './client.ts'
import { lockDataDir, lockOwner } from './data-dir-lock.ts'
import { openDatabase } from './open-database.ts'

/**
 * `npm run db:backup` / `npm run db:restore` (ARCHITECTURE.md "Data").
 *
 * - PGlite: a gzipped tar of DATA_DIR/pg (`dumpDataDir`), taken between two statements after a
 *   CHECKPOINT. When a server holds the folder, the backup command asks it with SIGUSR2 (the
 *   server writes the file; requests go on); otherwise it opens the folder itself.
 * - PostgreSQL: `pg_dump --format=custom` / `pg_restore` from PATH (Debian: postgresql-client),
 *   a consistent snapshot while the server runs.
 * Restore never overwrites a database that has tables unless `force` is set.
 */

export class BackupError extends Error {}

const REQUEST_FILE = 'backup-request.json'

export function defaultBackupFile(config: Config, now = new Date()) {
  const stamp = now.toISOString().replace(/[:.]/g, '-').slice(0, 19)
  const ext = config.DATABASE_URL ? 'pgdump' : 'tar.gz'
  return resolve(config.DATA_DIR, 'backups', `sitewerk-${stamp}.${ext}`)
}

/** Writes a PGlite backup of an open database atomically (a half file never has the name). */
export async function writePgliteBackup(database: Database, file: string) {
  if (!database.dumpDataDir) throw new BackupError('This database cannot dump its data folder.')
  const blob = await database.dumpDataDir()
  await mkdir(dirname(file), { recursive: true })
  const partial = `${file}.partial`
  await writeFile(partial, Buffer.from(await blob.arrayBuffer()))
  await rename(partial, file)
}

/**
 * In the server: answer the backup command's SIGUSR2 by writing the file it asked for (PGlite
 * only; the command cannot open a folder the server holds).
 */
export function serveBackupRequests(
  config: Config,
  database: Database,
  log: { info(msg: string): void; error(msg: string): void },
) {
  if (database.kind !== 'pglite') return () => {}
  const requestFile = join(resolve(config.DATA_DIR), REQUEST_FILE)
  const onSignal = () => {
    let file: string
    try {
      file = (JSON.parse(readFileSync(requestFile, 'utf8')) as { file: string }).file
      rmSync(requestFile, { force: true })
    } catch {
      return
    }
    writePgliteBackup(database, file).then(
      () => log.info(`Backup written to ${file}`),
      (error: Error) => {
        log.error(`Backup to ${file} failed: ${error.message}`)
        writeFileSync(`${file}.error`, error.message)
      },
    )
  }
  process.on('SIGUSR2', onSignal)
  return () => process.off('SIGUSR2', onSignal)
}

export async function backup(config: Config, file: string): Promise<{ via: string }> {
  if (existsSync(file)) throw new BackupError(`${file} exists already; choose another file.`)
  await mkdir(dirname(file), { recursive: true })
  if (config.DATABASE_URL) {
    runPgTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      `--dbname=${config.DATABASE_URL}`,
    ])
    return { via: 'pg_dump' }
  }
  const dataDir = resolve(config.DATA_DIR)
  if (!existsSync(join(dataDir, 'pg')))
    throw new BackupError(`There is no database in ${dataDir} to back up.`)
  const owner = lockOwner(dataDir)
  if (owner) {
    await askServer(dataDir, owner, file)
    return { via: `the running server (pid ${owner})` }
  }
  const database = await openDatabase(config)
  try {
    await writePgliteBackup(database, file)
  } finally {
    await database.close()
  }
  return { via: 'the data folder' }
}

async function askServer(dataDir: string, pid: number, file: string) {
  writeFileSync(join(dataDir, REQUEST_FILE), JSON.stringify({ file }))
  process.kill(pid, 'SIGUSR2')
  const deadline = Date.now() + 10 * 60_000
  while (Date.now() < deadline) {
    if (existsSync(file)) return
    if (existsSync(`${file}.error`)) {
      const message = readFileSync(`${file}.error`, 'utf8')
      rmSync(`${file}.error`)
      throw new BackupError(`The server (pid ${pid}) could not write the backup: ${message}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new BackupError(`The server (pid ${pid}) did not write ${file} within 10 minutes.`)
}

export async function restore(
  config: Config,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`)
  const head = readFileSync(file).subarray(0, 5)
  const isPgDump = head.toString('latin1') === 'PGDMP'
  const isGzip = head[0] === 0x1f && head[1] === 0x8b
  if (config.DATABASE_URL) {
    if (!isPgDump)
      throw new BackupError(
        `${file} is not a pg_dump backup; a PGlite backup restores into DATA_DIR (DATABASE_URL unset).`,
      )
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: config.DATABASE_URL })
    await client.connect()
    try {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM information_schema.tables
         WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`,
      )
      if (rows[0]!.n > 0 && !force)
        throw new BackupError(
          `The database at DATABASE_URL has ${rows[0]!.n} tables; stop the server and pass --force to replace it.`,
        )
      await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE')
      await client.query('DROP SCHEMA IF EXISTS public CASCADE')
      await client.query('CREATE SCHEMA public')
    } finally {
      await client.end()
    }
    runPgTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${config.DATABASE_URL}`,
      file,
    ])
    return
  }
  if (!isGzip)
    throw new BackupError(
      `${file} is not a PGlite backup; a pg_dump backup restores into PostgreSQL (set DATABASE_URL).`,
    )
  const dataDir = resolve(config.DATA_DIR)
  const unlock = lockDataDir(dataDir) // refuses while a server runs on the folder
  try {
    const target = join(dataDir, 'pg')
    const hasData = existsSync(target) && readdirSync(target).length > 0
    if (hasData && !force)
      throw new BackupError(
        `${target} holds a database; pass --force to replace it (it is kept as pg.before-restore-…).`,
      )
    if (hasData) renameSync(target, `${target}.before-restore-${Date.now()}`)
    const client = await PGlite.create(target, {
      loadDataDir: new Blob([await readFile(file)]),
      startParams: PGLITE_START_PARAMS,
    })
    await client.exec('CHECKPOINT')
    await client.close()
  } finally {
    unlock()
  }
}

function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[]) {
  const result = spawnSync(tool, args, { encoding: 'utf8' })
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT')
    throw new BackupError(
      `${tool} is not on PATH: install PostgreSQL's client tools (Debian: apt-get install postgresql-client) in the server's major version or newer.`,
    )
  if (result.status !== 0)
    throw new BackupError(`${tool} failed: ${(result.stderr || result.stdout).trim()}`)
}
