import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql, type Logger } from 'drizzle-orm'
import * as schema from './schema/index.ts'

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url))

/**
 * Both drivers expose the same query builder; we type them as the node-postgres flavour.
 * Only `transaction` differs in its result type, which we do not rely on.
 */
export type Db = NodePgDatabase<typeof schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** The server's address (PostgreSQL only): the invalidation bus listens on a connection of its own. */
  url?: string
  /** The pool's connections right now (PostgreSQL only; PGlite is one connection). */
  poolUse?(): { total: number; idle: number; waiting: number }
  /** Runs raw SQL (used for CHECKPOINT and test set-up). */
  exec(sql: string): Promise<void>
  migrate(): Promise<void>
  close(): Promise<void>
  /**
   * PGlite only: a gzipped tar of the data folder as it is between two statements, after a
   * CHECKPOINT; a transaction still open at that moment is rolled back when it is restored.
   */
  dumpDataDir?(): Promise<Blob>
}

let newestMigration: number | undefined
/** When the newest migration was made (the journal's `when`, which drizzle's migrator compares). */
function newestMigrationMillis() {
  const read = () => {
    const path = join(MIGRATIONS_FOLDER, 'meta/_journal.json')
    const journal = JSON.parse(readFileSync(path, 'utf8')) as { entries: { when: number }[] }
    return Math.max(...journal.entries.map((entry) => entry.when))
  }
  return (newestMigration ??= read())
}

/**
 * Whether the database lacks a migration. Drizzle's migrator applies every migration newer than
 * the last it recorded, but first creates its schema and table on every call: DDL that wrote to
 * PGlite's log at every start (about 0.2 s, issue #18). A database that cannot say (no such
 * table yet) lacks them all.
 */
export async function migrationsPending(db: Db): Promise<boolean> {
  try {
    const { rows } = await db.execute<{ created_at: string }>(
      sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    )
    return !(Number(rows[0]?.created_at) >= newestMigrationMillis())
  } catch {
    return true
  }
}

/** Told of every query the application's Drizzle runs (tests count them). */
export interface DatabaseOptions {
  logger?: Logger
}

export function wrapPglite(client: PGlite, { logger }: DatabaseOptions = {}): Database {
  const db = drizzlePglite(client, { schema, ...(logger ? { logger } : {}) }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql)
    },
    migrate: async () => {
      if (await migrationsPending(db))
        await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER })
    },
    dumpDataDir: async () => {
      await client.exec('CHECKPOINT')
      return client.dumpDataDir('gzip')
    },
    close: async () => {
      if (!client.closed) {
        await client.exec('CHECKPOINT')
        await client.close()
      }
    },
  }
}

/**
 * A pool on a PostgreSQL server. Its driver is loaded here, not with this module: a server on
 * PGlite never loads `pg` (issue #18, start time).
 */
export async function connectPostgres(
  url: string,
  { logger }: DatabaseOptions = {},
): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ])
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle connection the server ends (restart, failover) must not crash the process: the pool
  // drops it and opens a new one on the next query.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`))
  const db = drizzlePg(pool, { schema, ...(logger ? { logger } : {}) })
  return {
    db,
    kind: 'postgres',
    url,
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    exec: async (sql) => {
      await pool.query(sql)
    },
    migrate: async () => {
      if (await migrationsPending(db)) await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER })
    },
    close: () => pool.end(),
  }
}

/**
 * PGlite's start parameters: Postgres's defaults with 16 MB of shared buffers instead of 128 MB.
 * The buffers live in PGlite's WebAssembly memory, which is most of the server's idle memory
 * (issue #18: the whole `npm start` tree ≤ 400 MB). Pages the buffers do not hold are read from
 * the data folder's files, which the operating system caches: the embedded database is for one
 * machine's sites; a larger installation sets DATABASE_URL. Measured on the demo's data
 * (docs/benchmarks.md): 128 MB → 32 MB saved about 120 MB resident, 32 MB → 16 MB about 20 MB more.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB']

export async function openPglite(dataDir: string): Promise<Database> {
  const client = await PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS })
  return wrapPglite(client)
}
