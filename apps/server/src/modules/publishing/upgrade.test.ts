import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { buildApp } from '../../app.ts'
import { MIGRATIONS_FOLDER, wrapPglite } from '../../db/client.ts'
import { buildTestConfig } from '../../test/build-test-app.ts'

/** The migrations folder as an installation before drafts had it: up to 0008. */
async function migrationsBeforeDrafts() {
  const dir = await mkdtemp(join(tmpdir(), 'sitewerk-migrations-'))
  onTestFinished(() => rm(dir, { recursive: true, force: true }))
  await cp(MIGRATIONS_FOLDER, dir, { recursive: true })
  const journalFile = join(dir, 'meta', '_journal.json')
  const journal = JSON.parse(await readFile(journalFile, 'utf8'))
  journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= 8)
  await writeFile(journalFile, JSON.stringify(journal))
  return dir
}

// The migration SQL is the same on PostgreSQL; this runs once, on an embedded database of its own.
describe.skipIf(process.env.TEST_DB === 'postgres')(
  'the update to drafts (issue #15, scope 6)',
  () => {
    it('publishes every existing page as it is, so visitors see no change', async () => {
      const client = await PGlite.create()
      await migrate(drizzle(client), { migrationsFolder: await migrationsBeforeDrafts() })
      await client.exec(`
      insert into organizations (id, title, api_key) values (1, 'Alt', 'k');
      insert into components (id, organization_id, namespace, key, title, template)
        values (1, 1, 'module', 'alt-text', 'Text', '<p class="alt">{{ text }}</p>');
      insert into sites (id, organization_id, title, identifier) values (1, 1, 'Alte Website', 'alt');
      insert into pages (id, organization_id, site_id, title, url) values (1, 1, 1, 'Start', '');
      insert into articles (id, organization_id, page_id) values (1, 1, 1);
      insert into sections (id, organization_id, article_id) values (1, 1, 1);
      insert into contents (id, organization_id, section_id, component_id, data)
        values (1, 1, 1, 1, '{"text": "Seit 1950"}');
    `)
      const database = wrapPglite(client)
      await database.migrate() // the update: 0009 and later
      const dataDir = await mkdtemp(join(tmpdir(), 'sitewerk-test-data-'))
      const app = await buildApp({
        config: buildTestConfig({ DATA_DIR: dataDir }),
        database,
        serveWeb: false,
      })
      onTestFinished(async () => {
        await app.close()
        await database.close()
        await rm(dataDir, { recursive: true, force: true })
      })

      const page = await app.inject({ method: 'GET', url: '/', headers: { host: 'alt.localhost' } })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('<p class="alt">Seit 1950</p>')
      const { rows } = await client.query<{ published: number | null; changed: string | null }>(
        'select published_version_id as published, draft_changed_at as changed from pages',
      )
      expect(rows).toEqual([{ published: expect.any(Number), changed: null }])
      const versions = await client.query<{ snapshot: { articles: unknown[] } }>(
        'select snapshot from page_versions',
      )
      expect(versions.rows[0]!.snapshot.articles).toHaveLength(1)
      const sites = await client.query<{ snapshot: unknown }>('select snapshot from site_versions')
      expect(sites.rows[0]!.snapshot).toMatchObject({ navigation: null, layouts: [] })
    })
  },
)
