import { createHash } from 'node:crypto'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it, onTestFinished } from 'vitest'
import { connectPostgres, openPglite, type Database } from '../db/client.ts'
import { atScale, hardeningScale, recordFigures, type Figure } from '../test/hardening.ts'
import {
  createOrganizationWithSite,
  killServer,
  newStore,
  runCli,
  seedAccount,
  startServer,
  startWriters,
  tempDir,
  type Store,
  type Target,
} from '../test/live-server.ts'

/**
 * Issue 12, backups: `npm run db:backup` taken while clients write, restored with
 * `npm run db:restore` into an empty target, gives back the same content per organisation.
 *
 * The check: the backup is one moment between the command's start and end. So every write
 * acknowledged before the command started is in it, no write sent after it ended is, and for the
 * pages it holds, each organisation's content (its sites, the pages with their articles and
 * sections) hashes the same as the same rows of the live database after the writers stopped
 * (writes only add rows, so a row in the backup must equal its live self).
 */
const WRITERS = atScale(10, 20)
const ORGANIZATIONS = 3
const figures: Figure[] = []
afterAll(() => recordFigures('backups', 'Backups: db:backup under write load, db:restore', figures))

async function openStore(store: Store): Promise<Database> {
  return store.kind === 'pglite'
    ? openPglite(join(store.dataDir, 'pg'))
    : await connectPostgres(store.url)
}

type Row = Record<string, unknown> & { org: number; page_url?: string }

async function rows(database: Database, query: string): Promise<Row[]> {
  const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: Row[] }
  return result.rows
}

/** Per organisation: a hash of its sites and of its pages (with articles, sections) in `urls`. */
async function contentHashes(store: Store, urls?: Set<string>) {
  const database = await openStore(store)
  try {
    const tables = [
      await rows(database, 'SELECT s.organization_id AS org, s.* FROM sites s ORDER BY s.id'),
      await rows(
        database,
        'SELECT s.organization_id AS org, p.url AS page_url, p.* FROM pages p JOIN sites s ON s.id = p.site_id ORDER BY p.id',
      ),
      await rows(
        database,
        `SELECT s.organization_id AS org, p.url AS page_url, a.* FROM articles a
         JOIN pages p ON p.id = a.page_id JOIN sites s ON s.id = p.site_id ORDER BY a.id`,
      ),
      await rows(
        database,
        `SELECT s.organization_id AS org, p.url AS page_url, x.* FROM sections x
         JOIN articles a ON a.id = x.article_id JOIN pages p ON p.id = a.page_id
         JOIN sites s ON s.id = p.site_id ORDER BY x.id`,
      ),
    ]
    const hashes = new Map<number, ReturnType<typeof createHash>>()
    const pageUrls = new Set<string>()
    for (const [t, table] of tables.entries())
      for (const row of table) {
        if (row.page_url !== undefined) {
          if (urls && !urls.has(row.page_url)) continue
          pageUrls.add(row.page_url)
        }
        const org = Number(row.org)
        if (!hashes.has(org)) hashes.set(org, createHash('sha256'))
        hashes.get(org)!.update(`${t}:${JSON.stringify(row)}\n`)
      }
    const digest = Object.fromEntries([...hashes].map(([org, h]) => [org, h.digest('hex')]))
    return { digest, pageUrls }
  } finally {
    await database.close()
  }
}

describe.each(['pglite', 'postgres'] as const)('backups on %s', (driver) => {
  it(`a backup taken under ${WRITERS} writers restores to the same content per organisation`, async () => {
    const live = await newStore(driver, 'sitewerk-backups-live-')
    const target = await newStore(driver, 'sitewerk-backups-restored-')
    if (!live || !target) {
      figures.push({ measure: `${driver}: backup`, value: 'skipped: PostgreSQL not reachable' })
      return
    }
    const backupFile = join(await tempDir('sitewerk-backup-file-'), `backup.${driver}`)
    const account = await seedAccount(live)
    const server = await startServer(live)
    onTestFinished(() => killServer(server))
    const targets: Target[] = []
    for (let i = 0; i < ORGANIZATIONS; i++)
      targets.push(await createOrganizationWithSite(server.url, account, `Backup ${i}`))

    const writers = startWriters(server.url, account, targets, { writers: WRITERS, tag: 'b' })
    while (writers.acks.length < WRITERS * 2) await new Promise((r) => setTimeout(r, 20))
    const backupStarted = Date.now()
    const made = await runCli('db-backup', ['--out', backupFile], live)
    const backupEnded = Date.now()
    await new Promise((r) => setTimeout(r, 300)) // writes after the backup, which it must not hold
    await writers.stop()
    expect(made.output).toMatch(/Backup written/)
    expect(made.code).toBe(0)
    server.process.kill('SIGTERM')
    expect(await server.exited).toEqual({ code: 0, signal: null })

    // A restore never overwrites a database that is there without --force.
    const refused = await runCli('db-restore', [backupFile], live)
    expect(refused.code).toBe(1)
    expect(refused.output).toMatch(/--force/)

    const restored = await runCli('db-restore', [backupFile], target)
    expect(restored.output).toMatch(/Restored/)
    expect(restored.code).toBe(0)

    const inBackup = await contentHashes(target)
    const before = writers.acks.filter((a) => a.at < backupStarted)
    const after = writers.acks.filter((a) => a.sentAt > backupEnded)
    expect(before.filter((a) => !inBackup.pageUrls.has(a.url))).toEqual([])
    expect(after.filter((a) => inBackup.pageUrls.has(a.url))).toEqual([])
    const liveSameRows = await contentHashes(live, inBackup.pageUrls)
    expect(Object.keys(inBackup.digest)).toHaveLength(ORGANIZATIONS)
    expect(inBackup.digest).toEqual(liveSameRows.digest)

    // The restored database serves: a server starts on it (full size only; the short run already
    // opened it for the hashes).
    if (hardeningScale === 'full') {
      const again = await startServer(target)
      onTestFinished(() => killServer(again))
      expect((await fetch(`${again.url}/api/settings`)).status).toBe(200)
    }

    const size = (await stat(backupFile)).size
    figures.push(
      {
        measure: `${driver}: writes acknowledged in all (${WRITERS} writers)`,
        value: writers.acks.length,
      },
      {
        measure: `${driver}: pages in the backup / acknowledged before it started / sent after it ended`,
        value: `${inBackup.pageUrls.size} / ${before.length} / ${after.length}`,
      },
      {
        measure: `${driver}: organisations whose restored content hash differs`,
        value: 0,
        target: '0',
        met: true,
      },
      {
        measure: `${driver}: db:backup under load (command, incl. start)`,
        value: `${made.ms} ms, ${Math.round(size / 1024)} KiB`,
      },
      { measure: `${driver}: db:restore (command, incl. start)`, value: `${restored.ms} ms` },
    )
  })
})
