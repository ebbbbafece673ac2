import { PGlite } from '@electric-sql/pglite'
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { inject } from 'vitest'
import { connectPostgres, wrapPglite, type Database } from '../db/client.ts'

/**
 * Test databases. TEST_DB=postgres runs the suite on a real PostgreSQL server (a fresh database
 * per test, copied from the template the global set-up migrated, dropped afterwards); otherwise
 * PGlite, loaded from a template that the global set-up migrated once (a fresh initdb costs
 * 1-2.5 s, MACHINE-NOTES.md).
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') return createPostgresDatabase()
  const dump = process.env.PGLITE_TEMPLATE ?? inject('pgliteTemplate')
  const client = await PGlite.create({ loadDataDir: new Blob([await readFile(dump)]) })
  return wrapPglite(client)
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

async function createPostgresDatabase(): Promise<Database> {
  const template = process.env.POSTGRES_TEMPLATE ?? inject('postgresTemplate')
  const adminUrl = testDatabaseUrl()
  const name = `sitewerk_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`)
  await admin.end()
  const database = connectPostgres(databaseUrl(name))
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
