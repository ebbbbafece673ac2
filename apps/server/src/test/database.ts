import { PGlite } from '@electric-sql/pglite'
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { inject } from 'vitest'
import {
  connectPostgres,
  PGLITE_START_PARAMS,
  wrapPglite,
  type Database,
  type DatabaseOptions,
} from '../db/client.ts'

/**
 * Test databases. TEST_DB=postgres runs the suite on a real PostgreSQL server (a fresh database
 * per test, copied from the template the global set-up migrated, dropped afterwards); otherwise
 * PGlite, loaded from a template that the global set-up migrated once (a fresh initdb costs
 * 1-2.5 s, MACHINE-NOTES.md), or an earlier test's copy emptied back to the template's state.
 */
export async function createTestDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') return createPostgresDatabase(options)
  return leasePglite(options)
}

/**
 * PGlite databases of finished tests of this file, emptied: starting a PGlite from the template
 * costs about 0.4 s, emptying one about a tenth of that.
 */
const spares: PGlite[] = []
const MAX_SPARES = 2
let dump: Promise<Blob> | undefined
/** What the template holds, read from the first fresh copy. */
let template: Promise<{ tables: string[]; fingerprint: string; empty: boolean }> | undefined

async function leasePglite(options: DatabaseOptions): Promise<Database> {
  const client = spares.pop() ?? (await freshPglite())
  let released = false
  // What the test holds: refuses every call once the test has closed it, so work left running by
  // a finished test (a job, a late write) fails as on a closed database instead of reaching the
  // next test's data.
  const guarded = new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        if (released) throw new Error('The test database is closed: its test has ended')
        return (value as (...a: unknown[]) => unknown).apply(target, args)
      }
    },
  })
  return {
    ...wrapPglite(guarded, options),
    close: async () => {
      if (released) return
      released = true
      if (client.closed) return
      const reusable = spares.length < MAX_SPARES && (await template)?.empty
      if (reusable && (await emptied(client))) spares.push(client)
      else await client.close()
    },
  }
}

async function freshPglite() {
  dump ??= readFile(process.env.PGLITE_TEMPLATE ?? inject('pgliteTemplate')).then(
    (bytes) => new Blob([bytes]),
  )
  const client = await PGlite.create({ loadDataDir: await dump, startParams: PGLITE_START_PARAMS })
  template ??= templateShape(client)
  await template
  return client
}

async function templateShape(client: PGlite) {
  const { rows } = await client.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
     WHERE schemaname NOT IN ('pg_catalog', 'information_schema', 'drizzle')`,
  )
  const tables = rows.map((row) => row.name)
  // Emptying restores the template only while the migrations leave every table empty.
  const rowsOf = await client.query(tables.map((t) => `SELECT 1 FROM ${t}`).join(' UNION ALL '))
  return { tables, fingerprint: await fingerprintOf(client), empty: rowsOf.rows.length === 0 }
}

/**
 * Back to the template's state: every row deleted (a TRUNCATE costs ten times as much), every
 * sequence restarted, the session reset. False when that is not reachable (a test changed the
 * schema, or the database refuses).
 */
async function emptied(client: PGlite) {
  const { tables, fingerprint } = await template!
  try {
    await client.exec('ROLLBACK')
    // As a replica the foreign keys' triggers stay quiet, so the order of the tables is free.
    await client.exec(`SET session_replication_role = replica;
      ${tables.map((table) => `DELETE FROM ${table};`).join('\n')}
      SELECT setval(format('%I.%I', schemaname, sequencename), start_value, false)
        FROM pg_sequences WHERE last_value IS NOT NULL AND schemaname <> 'drizzle';`)
    await client.exec('DISCARD ALL')
    return (await fingerprintOf(client)) === fingerprint
  } catch {
    return false
  }
}

/**
 * Every object made after initdb (oids from 16384 on, the same in every copy of the template),
 * the columns' types and defaults, and every sequence's position, as one hash.
 */
async function fingerprintOf(client: PGlite) {
  const { rows } = await client.query<{ hash: string }>(`
    SELECT md5(string_agg(item, '|' ORDER BY item)) AS hash FROM (
      SELECT concat_ws(' ', 'class', oid, relname, relkind, relnatts) AS item FROM pg_class
        WHERE oid >= 16384
      UNION ALL SELECT concat_ws(' ', 'column', attrelid, attname, atttypid, attnotnull, atthasdef)
        FROM pg_attribute WHERE attrelid >= 16384 AND attnum > 0
      UNION ALL SELECT concat_ws(' ', 'default', oid, adbin::text) FROM pg_attrdef
      UNION ALL SELECT concat_ws(' ', 'constraint', oid, conname) FROM pg_constraint
        WHERE oid >= 16384
      UNION ALL SELECT concat_ws(' ', 'trigger', oid, tgname, tgenabled) FROM pg_trigger
        WHERE oid >= 16384
      UNION ALL SELECT concat_ws(' ', 'function', oid, proname) FROM pg_proc WHERE oid >= 16384
      UNION ALL SELECT concat_ws(' ', 'type', oid, typname) FROM pg_type WHERE oid >= 16384
      UNION ALL SELECT concat_ws(' ', 'enum', oid, enumlabel) FROM pg_enum WHERE oid >= 16384
      UNION ALL SELECT concat_ws(' ', 'namespace', oid, nspname) FROM pg_namespace
        WHERE oid >= 16384
      UNION ALL SELECT concat_ws(' ', 'extension', oid, extversion) FROM pg_extension
      UNION ALL SELECT concat_ws(' ', 'sequence', schemaname, sequencename, last_value)
        FROM pg_sequences
    ) items`)
  return rows[0]!.hash
}

export function testDatabaseUrl() {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
}

/** The address of another database on the test server. */
export function databaseUrl(name: string) {
  const url = new URL(testDatabaseUrl())
  url.pathname = `/${name}`
  return url.toString()
}

async function createPostgresDatabase(options: DatabaseOptions): Promise<Database> {
  const template = process.env.POSTGRES_TEMPLATE ?? inject('postgresTemplate')
  const adminUrl = testDatabaseUrl()
  const name = `sitewerk_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`)
  await admin.end()
  const database = await connectPostgres(databaseUrl(name), options)
  const close = database.close
  return {
    ...database,
    close: async () => {
      await close()
      const dropper = new pg.Client({ connectionString: adminUrl })
      await dropper.connect()
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await dropper.end()
    },
  }
}
