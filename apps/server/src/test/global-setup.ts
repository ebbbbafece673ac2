import { PGlite } from '@electric-sql/pglite'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { connectPostgres, PGLITE_START_PARAMS, wrapPglite } from '../db/client.ts'
import { databaseUrl, testDatabaseUrl } from './database.ts'

/**
 * Migrates one template per run: a PGlite dump handed to every test file, or on PostgreSQL a
 * database every test database is created from (a copy instead of running each migration again).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    const template = await createPostgresTemplate()
    process.env.POSTGRES_TEMPLATE = template.name
    project.provide('postgresTemplate', template.name)
    return template.drop
  }
  const dir = await mkdtemp(join(tmpdir(), 'sitewerk-pglite-'))
  const client = await PGlite.create({ startParams: PGLITE_START_PARAMS })
  await wrapPglite(client).migrate()
  const dump = await client.dumpDataDir('none')
  await client.close()
  const file = join(dir, 'template.tar')
  await writeFile(file, Buffer.from(await dump.arrayBuffer()))
  process.env.PGLITE_TEMPLATE = file
  project.provide('pgliteTemplate', file)
  return async () => rm(dir, { recursive: true, force: true })
}

async function createPostgresTemplate() {
  const name = `sitewerk_template_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: testDatabaseUrl() })
  await admin.connect()
  const drop = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
  try {
    await admin.query(`CREATE DATABASE ${name}`)
    // CREATE DATABASE ... TEMPLATE refuses a template with open connections: migrate, then close.
    const database = await connectPostgres(databaseUrl(name))
    await database.migrate().finally(() => database.close())
  } catch (error) {
    await drop()
    throw error
  }
  return { name, drop }
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
    postgresTemplate: string
  }
}
