import { PGlite } from '@electric-sql/pglite'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { wrapPglite } from '../db/client.ts'

/** Migrates one PGlite template per run and hands its dump to every test file. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') return
  const dir = await mkdtemp(join(tmpdir(), 'sitewerk-pglite-'))
  const client = await PGlite.create()
  await wrapPglite(client).migrate()
  const dump = await client.dumpDataDir('none')
  await client.close()
  const file = join(dir, 'template.tar')
  await writeFile(file, Buffer.from(await dump.arrayBuffer()))
  process.env.PGLITE_TEMPLATE = file
  project.provide('pgliteTemplate', file)
  return async () => rm(dir, { recursive: true, force: true })
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
  }
}
