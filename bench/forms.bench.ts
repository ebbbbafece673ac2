/**
 * `npm run bench` (issue 14 "Speed"): public forms.
 * (a)/(b) `POST /form/submit/:id` through Sitewerk (checks the values against the form, stores the
 * entry with its number and its notification in one transaction) against a raw Node handler that
 * parses the same JSON body and answers 201, wrk at 50 connections.
 * (c)/(d) a public page with the starter library's form block against the same page without it,
 * both from the page cache: the form must not make the page uncacheable or slower.
 * Each pair runs interleaved (A B A B …) so both sides see the same load of this shared machine;
 * the table gives medians, the spread (lowest–highest) and the ratio of medians.
 * Then the size of the form island the page with the form loads, as served.
 */
import type { FormField } from '@sitewerk/contracts'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import pg from 'pg'
import { and, eq, isNull } from 'drizzle-orm'
import { buildApp } from '../apps/server/src/app.ts'
import { parseConfig } from '../apps/server/src/config.ts'
import type { Database } from '../apps/server/src/db/client.ts'
import { openDatabase } from '../apps/server/src/db/open-database.ts'
import {
  articles,
  components,
  contents,
  forms,
  organizations,
  pages,
  sections,
  sites,
} from '../apps/server/src/db/schema/index.ts'
import { createPublisher } from '../apps/server/src/modules/publishing/publisher.ts'
import { createScssCompiler } from '../apps/server/src/modules/components/scss.ts'
import { seedStarterComponents } from '../apps/server/src/seed/starter-components.ts'
import { starterComponent } from '../apps/server/src/seed/starter-components/index.ts'
import { fetchText, seedBenchSite } from './bench-site.ts'
import { median, spread } from './stats.ts'
import { wrk } from './wrk.ts'

const CONNECTIONS = 50
const text = starterComponent('text')
const formEmbed = starterComponent('form-embed')
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)

const FIELDS: FormField[] = [
  { $formkit: 'text', name: 'name', label: 'Name', required: true },
  { $formkit: 'email', name: 'email', label: 'E-Mail', required: true },
  { $formkit: 'textarea', name: 'message', label: 'Nachricht' },
]
const BODY = JSON.stringify({
  data: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    message: 'Ich hätte gern drei Dinkelbrötchen für Samstag.',
  },
})

interface Run {
  rps: number
  p99: number
}

/** wrk (bench/wrk.ts) in its own process: the servers under test keep this process's event loop. */
async function load(url: string, options: { host?: string; post?: string } = {}): Promise<Run> {
  const { rps, p99 } = await wrk(url, {
    connections: CONNECTIONS,
    seconds: SECONDS,
    headers: {
      ...(options.host ? { host: options.host } : {}),
      ...(options.post ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.post ? { method: 'POST' as const, body: options.post } : {}),
  })
  return { rps, p99 }
}

/** Runs each of `sides` in turn (A B A B …), ROUNDS times each. */
async function interleaved(...sides: (() => Promise<Run>)[]) {
  const runs = sides.map(() => [] as Run[])
  for (let round = 0; round < ROUNDS; round++)
    for (const [i, side] of sides.entries()) runs[i]!.push(await side())
  return runs
}

/**
 * A fresh PostgreSQL database for the submits on the server driver that writes in parallel; null
 * (and the row is left out) when TEST_DATABASE_URL's server is not reachable.
 */
async function postgresDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 })
  try {
    await admin.connect()
  } catch {
    return null
  }
  const name = `sitewerk_bench_forms_${Date.now().toString(36)}`
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => (await admin.query(`DROP DATABASE ${name} WITH (FORCE)`), await admin.end()),
  }
}

const summary = (runs: Run[]) => {
  const rps = runs.map((r) => r.rps)
  return {
    rps: median(rps),
    spread: spread(rps),
    p99: median(runs.map((r) => r.p99)),
  }
}

/**
 * Two pages on the bench site, the same text block on both and the starter library's form block
 * (showing `formId`) on one, published: whatever the form block renders, the pair stays comparable.
 */
async function seedFormPages(database: Database, formId: number) {
  const { db } = database
  const [org] = await db.select().from(organizations)
  const [site] = await db.select().from(sites)
  const starter = async (key: string) =>
    (
      await db
        .select()
        .from(components)
        .where(and(eq(components.key, key), isNull(components.organizationId)))
    )[0]!
  const textBlock = await starter(text.key)
  const formBlock = await starter(formEmbed.key)
  for (const [url, blocks] of [
    ['ohne-formular', [{ component: textBlock, data: text.data }]],
    [
      'mit-formular',
      [
        { component: textBlock, data: text.data },
        { component: formBlock, data: { ...formEmbed.data, form: formId } },
      ],
    ],
  ] as const) {
    const organizationId = org!.id
    const [page] = await db
      .insert(pages)
      .values({ organizationId, siteId: site!.id, title: url, url })
      .returning()
    const [article] = await db
      .insert(articles)
      .values({ organizationId, pageId: page!.id, order: 1 })
      .returning()
    const [section] = await db
      .insert(sections)
      .values({ organizationId, articleId: article!.id, order: 1 })
      .returning()
    await db.insert(contents).values(
      blocks.map((block, order) => ({
        organizationId,
        sectionId: section!.id,
        componentId: block.component.id,
        order,
        data: { ...block.data },
      })),
    )
  }
  // Visitors see published versions only.
  await createPublisher({ db }).publish(org!.id, site!.id, {
    withSite: true,
    by: { userId: null },
    now: new Date(),
  })
}

async function startSitewerk(databaseUrl?: string) {
  const config = parseConfig({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    PORT: '0',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: '',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'sitewerk-bench-forms-')),
    API_RATE_LIMIT_PER_MINUTE: '100000000',
    // One client sends every submit here; the per-client-and-form spam limit would stop it.
    FORM_SUBMIT_LIMIT: '100000000',
  })
  const database = await openDatabase(config)
  const { host } = await seedBenchSite(database, 1)
  const scss = createScssCompiler()
  await seedStarterComponents(database, scss, [text, formEmbed])
  await scss.close()
  const [org] = await database.db.select().from(organizations)
  const [site] = await database.db.select().from(sites)
  const [form] = await database.db
    .insert(forms)
    .values({ organizationId: org!.id, siteId: site!.id, title: 'Kontakt', schema: FIELDS })
    .returning()
  await seedFormPages(database, form!.id)
  const app = await buildApp({ config, database, serveWeb: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const port = (app.server.address() as { port: number }).port
  return {
    base: `http://127.0.0.1:${port}`,
    host,
    formId: form!.id,
    close: async () => (await app.close(), await database.close()),
  }
}

/** The raw baseline of (a): reads and parses the body as Fastify does, then answers 201. */
function startRawHandler() {
  const answer = JSON.stringify({ message: 'Formular wurde abgeschickt.', entry_number: 1 })
  const server = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => {
      const parsed = JSON.parse(body) as { data?: unknown }
      res.writeHead(parsed.data ? 201 : 422, { 'content-type': 'application/json' })
      res.end(answer)
    })
  }).listen(0, '127.0.0.1')
  return new Promise<{ url: string; close: () => void }>((resolve) =>
    server.once('listening', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as { port: number }).port}/`,
        close: () => server.close(),
      }),
    ),
  )
}

async function main() {
  const sitewerk = await startSitewerk()
  const postgres = await postgresDatabase()
  const onPostgres = postgres && (await startSitewerk(postgres.url))
  const raw = await startRawHandler()
  const submitUrl = (server: { base: string; formId: number }) =>
    `${server.base}/form/submit/${server.formId}`
  // Posted to the site's host, as its page does: the back office shows a form to members only.
  const submit = (server: { base: string; formId: number; host: string }) => () =>
    load(submitUrl(server), { host: server.host, post: BODY })
  const submitRuns = await interleaved(
    () => load(raw.url, { post: BODY }),
    submit(sitewerk),
    ...(onPostgres ? [submit(onPostgres)] : []),
  )
  raw.close()
  await onPostgres?.close()
  await postgres?.drop()

  const withForm = `${sitewerk.base}/mit-formular`
  const withoutForm = `${sitewerk.base}/ohne-formular`
  // The first request of each renders it; the measured ones come from the page cache.
  const withHtml = await fetchText(withForm, sitewerk.host)
  const withoutHtml = await fetchText(withoutForm, sitewerk.host)
  const islandPath = /src="(\/_sitewerk\/form\.[^"]+\.js)"/.exec(withHtml)?.[1]
  if (!islandPath) throw new Error('the page with the form block loads no form island')
  const island = Buffer.from(await fetchText(`${sitewerk.base}${islandPath}`, sitewerk.host))
  if (!withHtml.includes(`data-sw-form="${sitewerk.formId}"`))
    throw new Error('the page with the form block does not show it')
  const [withoutRuns, withRuns] = await interleaved(
    () => load(withoutForm, { host: sitewerk.host }),
    () => load(withForm, { host: sitewerk.host }),
  )
  await sitewerk.close()

  const pct = (x: number, y: number) => `${((x / y) * 100).toFixed(x / y < 0.1 ? 1 : 0)} %`
  const [a, b, bPostgres] = submitRuns.map(summary)
  const [c, d] = [withoutRuns!, withRuns!].map(summary)
  const rows = [
    ['(a) raw Node http, parses the same body, 201 (baseline)', a, '100 %'],
    ['(b) POST /form/submit/:id, entry stored, PGlite', b, `${pct(b!.rps, a!.rps)} of (a)`],
    ...(bPostgres
      ? ([
          ["(b') the same on PostgreSQL", bPostgres, `${pct(bPostgres.rps, a!.rps)} of (a)`],
        ] as const)
      : []),
    [`(c) public page without a form (${withoutHtml.length} bytes)`, c, '100 %'],
    [
      `(d) same page with the form block (${withHtml.length} bytes)`,
      d,
      `${pct(d!.rps, c!.rps)} of (c)`,
    ],
  ] as const
  console.log(
    `\nPublic forms: ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} interleaved rounds per pair, ${new Date().toISOString().slice(0, 10)}`,
  )
  console.log('| measurement | req/s (median) | spread | p99 ms (median) | ratio of medians |')
  console.log('|---|---|---|---|---|')
  for (const [name, s, ratio] of rows)
    console.log(
      `| ${name} | ${s!.rps.toFixed(0)} | ${s!.spread} | ${s!.p99.toFixed(1)} | ${ratio} |`,
    )
  if (!postgres)
    console.log('\n(b) on PostgreSQL: not measured, TEST_DATABASE_URL is not reachable.')
  const gzip = gzipSync(island, { level: 9 }).length
  console.log(
    `\nForm island ${islandPath}: ${(island.length / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(1)} KB gzip (aim ≤ 15 KB gzip)`,
  )
}

await main()
