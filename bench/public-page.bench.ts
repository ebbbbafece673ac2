/**
 * `npm run bench`: serves a generated page of 50 content blocks and prints one table of ratios
 * against a raw Node server sending the same bytes as a Buffer, measured interleaved in the same run
 * (A B A B …, medians and spread: this machine is shared and noisy, only the ratios mean something),
 * with the CPU this process spends per request (main thread and render workers). Issue #3 aims: (b) ≥ 60 % of (a) with p99 under 20 ms; (c) ≥ 40 % of (d).
 * Issue #15: (e) an uncached render from the published version against (f) one assembled from the
 * live tables, as before drafts, interleaved in the same run.
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { createServer } from 'node:http'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createLiquidEngine, renderPage } from '@sitewerk/renderer'
import { eq } from 'drizzle-orm'
import { parseConfig } from '../apps/server/src/config.ts'
import { openDatabase } from '../apps/server/src/db/open-database.ts'
import { pages } from '../apps/server/src/db/schema/index.ts'
import { toPageWithArticles } from '../apps/server/src/modules/pages/mappers.ts'
import { createPagesRepository } from '../apps/server/src/modules/pages/repository.ts'
import { createPublicRepository } from '../apps/server/src/modules/public/repository.ts'
import { fetchText, seedBenchSite, benchRenderInput, startSitewerk } from './bench-site.ts'

const CONNECTIONS = 50
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6)

function rendersPerSecond(blocks: number, forMs = 3000): { perSecond: number; msPerPage: number } {
  const input = benchRenderInput(blocks)
  const engine = createLiquidEngine()
  for (let i = 0; i < 50; i++) renderPage({ ...input, engine })
  let count = 0
  const started = performance.now()
  while (performance.now() - started < forMs) {
    renderPage({ ...input, engine })
    count++
  }
  const elapsed = performance.now() - started
  return { perSecond: (count / elapsed) * 1000, msPerPage: elapsed / count }
}

/**
 * A page read from the database and rendered, as the first visit after a publish (e) or, before
 * drafts, after an edit (f) did: the published version is one row holding the ready tree; the live
 * tables are the page row, then its articles, sections and contents. Rounds alternate, so both
 * see the same machine.
 */
async function versionAgainstTables(blocks: number, rounds = 6, roundMs = 1000) {
  const config = parseConfig({
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'sitewerk-bench-')),
  })
  const database = await openDatabase(config)
  const { db } = database
  const { siteId, pageId, componentId } = await seedBenchSite(database, blocks)
  const input = benchRenderInput(blocks)
  const card = [...input.components.values()][0]!
  const components = new Map([[componentId, { ...card, id: componentId }]])
  const engine = createLiquidEngine()
  const publicRepo = createPublicRepository(db)
  const pagesRepo = createPagesRepository(db)
  const fromVersion = async () => (await publicRepo.publishedPage(siteId, ''))!.page
  const fromTables = async () => {
    const [row] = await db.select().from(pages).where(eq(pages.id, pageId))
    return toPageWithArticles(row!, await pagesRepo.loadTree([pageId]))
  }
  const measure = async (load: typeof fromVersion) => {
    let count = 0
    const started = performance.now()
    while (performance.now() - started < roundMs) {
      renderPage({ ...input, components, page: await load(), engine })
      count++
    }
    return { count, ms: performance.now() - started }
  }
  await measure(fromVersion)
  await measure(fromTables)
  const total = { version: { count: 0, ms: 0 }, tables: { count: 0, ms: 0 } }
  for (let round = 0; round < rounds; round++) {
    for (const [key, load] of [
      ['version', fromVersion],
      ['tables', fromTables],
    ] as const) {
      const { count, ms } = await measure(load)
      total[key].count += count
      total[key].ms += ms
    }
  }
  await database.close()
  return {
    version: total.version.ms / total.version.count,
    tables: total.tables.ms / total.tables.count,
  }
}

interface Series {
  rps: number[]
  p99: number[]
  /** CPU milliseconds of this process (main thread and render workers) per request. */
  cpuPerRequest: number[]
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
const spread = (values: number[], digits = 0) =>
  `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`

/** One load run, with the CPU this process spent serving it. */
async function measureInto(series: Series, url: string, headers: string[] = []) {
  const before = process.cpuUsage()
  const args = headers.flatMap((h) => ['-H', h])
  const result = await loadWith(url, args)
  const cpu = process.cpuUsage(before)
  series.rps.push(result.rps)
  series.p99.push(result.p99)
  series.cpuPerRequest.push((cpu.user + cpu.system) / 1000 / Math.max(1, result.total))
}

async function loadWith(url: string, extra: string[], seconds = SECONDS) {
  const args = ['-c', String(CONNECTIONS), '-d', String(seconds), '-j', ...extra, url]
  const { stdout } = await promisify(execFile)('node_modules/.bin/autocannon', args, {
    maxBuffer: 1 << 26,
  })
  const out = JSON.parse(stdout)
  if (out.non2xx > 0 || out.errors > 0)
    throw new Error(`${url}: ${out.non2xx} non-2xx, ${out.errors} errors`)
  return {
    rps: out.requests.average as number,
    p99: out.latency.p99 as number,
    total: out.requests.total as number,
  }
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)

async function main() {
  const cached = await startSitewerk({ pageCache: true, connections: CONNECTIONS })
  const uncached = await startSitewerk({ pageCache: false, connections: CONNECTIONS })
  const html = Buffer.from(await fetchText(cached.url, cached.host), 'utf8')
  // The baseline: the best a plain server does with the same bytes, a Buffer made once.
  const raw = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(html)
  }).listen(0, '127.0.0.1')
  await new Promise((resolve) => raw.once('listening', resolve))
  const rawUrl = `http://127.0.0.1:${(raw.address() as { port: number }).port}/`

  const series = () => ({ rps: [], p99: [], cpuPerRequest: [] }) as Series
  const a = series()
  const b = series()
  const bBrotli = series()
  const c = series()
  const d: number[] = []
  // Warm up: workers started, templates parsed, the JIT at work; not counted.
  await loadWith(rawUrl, [], 1)
  await loadWith(cached.url, [`-H`, `host=${cached.host}`], 1)
  await loadWith(uncached.url, [`-H`, `host=${uncached.host}`], 2)
  // A B A B …: every measurement next to its baseline, so both see the same machine.
  for (let round = 0; round < ROUNDS; round++) {
    await measureInto(a, rawUrl)
    await measureInto(b, cached.url, [`host=${cached.host}`])
    await measureInto(bBrotli, cached.url, [`host=${cached.host}`, 'accept-encoding=br'])
    await measureInto(c, uncached.url, [`host=${uncached.host}`])
    d.push(rendersPerSecond(50, 1000).perSecond)
  }
  // Renders still queued when autocannon stopped finish before the servers close.
  await new Promise((resolve) => setTimeout(resolve, 3000))
  await cached.close()
  await uncached.close()
  raw.close()
  const d500 = rendersPerSecond(500)
  const d50 = rendersPerSecond(50)
  const sources = await versionAgainstTables(50)

  const pct = (x: number, y: number) => `${Math.round((x / y) * 100)} %`
  const row = (name: string, s: Series, ratio: string) =>
    `| ${name} | ${median(s.rps).toFixed(0)} (${spread(s.rps)}) | ${median(s.p99)} (${spread(s.p99)}) | ${median(s.cpuPerRequest).toFixed(2)} | ${ratio} |`
  console.log(
    `\nPublic page of 50 blocks (${html.length} bytes), ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s, ${new Date().toISOString().slice(0, 10)}; medians (min–max)`,
  )
  console.log('| measurement | req/s | p99 ms | CPU ms per request | ratio (medians) |')
  console.log('|---|---|---|---|---|')
  console.log(row('(a) raw Node http, the same bytes as a Buffer (baseline)', a, '100 %'))
  console.log(
    row('(b) public page from the render cache', b, `${pct(median(b.rps), median(a.rps))} of (a)`),
  )
  console.log(
    row(
      '(b′) the same, brotli (Accept-Encoding: br)',
      bBrotli,
      `${pct(median(bBrotli.rps), median(a.rps))} of (a)`,
    ),
  )
  console.log(row('(c) public page, cache off', c, `${pct(median(c.rps), median(d))} of (d)`))
  console.log(
    `| (d) bare renderer in-process, no HTTP/DB | ${median(d).toFixed(0)} (${spread(d)}) | | ${(1000 / median(d)).toFixed(2)} | 100 % |`,
  )
  console.log(
    `\nUncached render, read + render in-process (50 blocks, interleaved): (e) from the published version ${sources.version.toFixed(2)} ms, (f) assembled from the live tables ${sources.tables.toFixed(2)} ms: (e) takes ${pct(sources.version, sources.tables)} of (f)`,
  )
  console.log(
    `\nRender time per page: 50 blocks ${d50.msPerPage.toFixed(2)} ms, 500 blocks ${d500.msPerPage.toFixed(2)} ms (×${(d500.msPerPage / d50.msPerPage).toFixed(1)} for ×10 blocks)`,
  )
}

await main()
