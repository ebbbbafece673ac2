/**
 * `npm run bench`, its first part (issues #18 and #33 "the bench tells the truth"): the public
 * page is a landing page of 78 blocks made of the real starter components
 * (bench/starter-site.ts), served by Sitewerk and measured against its baselines interleaved in
 * the same run (A B A B …, several rounds, medians and spread: this machine is shared and noisy,
 * only ratios mean something), with wrk as the load generator (bench/wrk.ts) and the CPU per
 * request of every target read from /proc:
 * (a) a raw Node server sending the same bytes as a Buffer, (n′) nginx sending the same
 * compressed file, (b) the page from the page cache, (c) the page rendered on every request with
 * the render workers' block cache warm, (c′) the same with every block rendered (the block cache
 * off), (d) the bare renderer drawing the same render input in-process. When WordPress is
 * installed (bench/wordpress/setup.sh), the same rounds measure WordPress uncached and nginx's
 * page cache in front of it, with on-the-fly gzip and without. Issue #15: (e) an uncached render
 * from the published version against (f) one assembled from the live tables (a generated page of
 * 50 cards).
 */
import { createServer, get } from 'node:http'
import { mkdtempSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createLiquidEngine, renderPage } from '@sitewerk/renderer'
import { eq } from 'drizzle-orm'
import { parseConfig } from '../apps/server/src/config.ts'
import { openDatabase } from '../apps/server/src/db/open-database.ts'
import { pages } from '../apps/server/src/db/schema/index.ts'
import { toPageWithArticles } from '../apps/server/src/modules/pages/mappers.ts'
import { createPagesRepository } from '../apps/server/src/modules/pages/repository.ts'
import { createPublicRepository } from '../apps/server/src/modules/public/repository.ts'
import { shippedIconSet } from '../apps/server/src/modules/icons/icon-set.ts'
import type { PageRenderInput } from '../apps/server/src/modules/public/render-pool.ts'
import { benchRenderInput, fetchText, seedBenchSite } from './bench-site.ts'
import {
  LANDING_BLOCKS,
  LANDING_PATH,
  landingRenderInput,
  seedStarterData,
  startStarterSitewerk,
} from './starter-site.ts'
import { startNginxStatic } from './nginx-static.ts'
import { median, withSpread } from './stats.ts'
import {
  WORDPRESS_HOST,
  WORDPRESS_PAGE_CACHE,
  WORDPRESS_UNCACHED,
  wordpressCpuMs,
  wordpressSide,
} from './wordpress-side.ts'
import { wrk } from './wrk.ts'

const CONNECTIONS = 50
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6)

/**
 * The bare renderer over `input` in this process, as a render worker draws it (templates parsed
 * once, icons from the shipped set): renders per second and CPU milliseconds per render, for
 * `forMs`. The servers are idle meanwhile (settle), so this process's CPU is the renderer's.
 */
function bareRenderer(input: PageRenderInput) {
  const components = new Map(input.components.map((c) => [c.id, c]))
  const engine = createLiquidEngine(undefined, undefined, { icons: shippedIconSet() })
  const render = () => renderPage({ ...input, components, engine })
  for (let i = 0; i < 5; i++) render()
  return (forMs: number) => {
    const cpuBefore = thisProcess()
    let count = 0
    const started = performance.now()
    while (performance.now() - started < forMs) {
      render()
      count++
    }
    return {
      perSecond: (count / (performance.now() - started)) * 1000,
      cpuMs: (thisProcess() - cpuBefore) / count,
    }
  }
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
  /** CPU milliseconds of the serving processes per page. */
  cpuPerPage: number[]
}

/** The CPU milliseconds a server has spent so far: this process, or another's process tree. */
type CpuClock = () => number
const thisProcess: CpuClock = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/**
 * Waits until the serving side is idle (under 10 % of a core for 300 ms, at most 15 s): renders
 * still queued when wrk stopped are not counted against the next measurement.
 */
async function settle(cpu: CpuClock) {
  const started = performance.now()
  for (;;) {
    const before = cpu()
    await new Promise((resolve) => setTimeout(resolve, 300))
    if (cpu() - before < 30 || performance.now() - started > 15_000) return
  }
}

/** What browsers send: every measurement asks for the page as a visitor's browser does. */
const ACCEPT_ENCODING = 'gzip, deflate, br'

/** wrk against `url` (on `host`), asking for `encoding`. */
const loadWith = (
  url: string,
  host: string | null,
  seconds = SECONDS,
  encoding = ACCEPT_ENCODING,
) =>
  wrk(url, {
    connections: CONNECTIONS,
    seconds,
    headers: { 'accept-encoding': encoding, ...(host ? { host } : {}) },
  })

/**
 * One load run, with the CPU the serving side spent on it per page: per answer, or per page
 * rendered when `pages` counts them (renders still queued when wrk stopped are finished and
 * counted, so they do not fall on the next measurement).
 */
async function measureInto(
  series: Series,
  url: string,
  host: string | null,
  cpu: CpuClock,
  { pages, encoding }: { pages?: () => Promise<number>; encoding?: string } = {},
) {
  const before = cpu()
  const pagesBefore = pages ? await pages() : 0
  const result = await loadWith(url, host, SECONDS, encoding)
  await settle(cpu)
  const spent = cpu() - before
  const count = pages ? (await pages()) - pagesBefore : result.total
  series.rps.push(result.rps)
  series.p99.push(result.p99)
  series.cpuPerPage.push(spent / Math.max(1, count))
}

/** The page as sent when `encoding` is asked for: its bytes and its Content-Encoding. */
function wire(url: string, host: string, encoding: string) {
  return new Promise<{ body: Buffer; encoding: string }>((resolve, reject) => {
    get(url, { headers: { host, 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({
          body: Buffer.concat(chunks),
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
        }),
      )
    }).on('error', reject)
  })
}

/**
 * CPU milliseconds per page when pages are asked for one at a time (no contention between the
 * serving side's own processes and threads), over `count` requests.
 */
const SEQUENTIAL = 50

async function sequentialCpu(url: string, host: string, cpu: CpuClock, count = SEQUENTIAL) {
  await settle(cpu)
  const before = cpu()
  for (let i = 0; i < count; i++) await wire(url, host, ACCEPT_ENCODING)
  return (cpu() - before) / count
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
/**
 * Another checkout of Sitewerk, its server compiled (`node scripts/build-server.mjs` there): its
 * cached and uncached page are measured in the same rounds, each right after this commit's, so a
 * change is judged against the code before it on the same machine at the same time.
 */
const BEFORE = process.env.BENCH_BEFORE
/**
 * How row (c′) has every block rendered: the render workers keep no drawn block (decision 037's
 * cache at 0 bytes; config.ts: "0 draws every block anew"), so each request draws all 78.
 */
const EVERY_BLOCK_ENV = { RENDER_BLOCK_CACHE_MAX_BYTES: '0' }

/** Per-round ratios x/y. */
const perRound = (x: number[], y: number[]) => x.map((v, i) => v / y[i]!)
/** "met" or "missed" for an aim judged on the median of the rounds. */
const verdict = (met: boolean) => (met ? 'met' : 'missed')

async function main() {
  const loadBefore = loadavg()
  const seeded = await seedStarterData()
  const input = await landingRenderInput(seeded)
  const cached = await startStarterSitewerk({ seeded, pageCache: true, connections: CONNECTIONS })
  const uncached = await startStarterSitewerk({
    seeded,
    pageCache: false,
    connections: CONNECTIONS,
  })
  const everyBlock = await startStarterSitewerk({
    seeded,
    pageCache: false,
    connections: CONNECTIONS,
    env: EVERY_BLOCK_ENV,
  })
  const before = BEFORE
    ? {
        cached: await startStarterSitewerk({
          seeded,
          pageCache: true,
          connections: CONNECTIONS,
          checkout: BEFORE,
        }),
        uncached: await startStarterSitewerk({
          seeded,
          pageCache: false,
          connections: CONNECTIONS,
          checkout: BEFORE,
        }),
      }
    : null
  // The first render after a start parses every template; on a loaded machine it can overrun
  // liquid's render limit and go out without a block (not cached). The page is taken once warm.
  for (let i = 0; i < 3; i++) await fetchText(cached.url, cached.host)
  const html = Buffer.from(await fetchText(cached.url, cached.host), 'utf8')
  const sent = await wire(cached.url, cached.host, ACCEPT_ENCODING)
  const gzip = (await wire(cached.url, cached.host, 'gzip')).body.length
  // A page not kept is compressed fast (encoded-document.ts): (c) sends more bytes than (b).
  const sentOnce = await wire(uncached.url, uncached.host, ACCEPT_ENCODING)
  // The baseline: the best a plain server does with the bytes Sitewerk sends, a Buffer made once.
  const raw = createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': sent.encoding,
    })
    res.end(sent.body)
  }).listen(0, '127.0.0.1')
  await new Promise((resolve) => raw.once('listening', resolve))
  const rawUrl = `http://127.0.0.1:${(raw.address() as { port: number }).port}/`
  // The other baseline: a static server sending the same compressed bytes from a file.
  const nginx = await startNginxStatic({
    body: sent.body,
    encoding: sent.encoding,
    path: LANDING_PATH,
  })
  if (nginx) {
    const fromNginx = await wire(nginx.url, cached.host, ACCEPT_ENCODING)
    if (!fromNginx.body.equals(sent.body) || fromNginx.encoding !== sent.encoding)
      throw new Error('nginx does not send the bytes Sitewerk sends')
  }
  const wordpress = await wordpressSide()
  const wordpressWire = wordpress
    ? (await wire(WORDPRESS_PAGE_CACHE, WORDPRESS_HOST, ACCEPT_ENCODING)).body.length
    : 0
  const renderer = bareRenderer(input)

  const series = () => ({ rps: [], p99: [], cpuPerPage: [] }) as Series
  const a = series()
  const n = series()
  const b = series()
  const c = series()
  const cEvery = series()
  const d: number[] = []
  const dCpu: number[] = []
  const wpUncached = series()
  const wpCached = series()
  const wpCachedIdentity = series()
  const b0 = series()
  const c0 = series()
  // Warm up: workers started, templates parsed one page at a time (a first render under full load
  // could overrun the render pool's time limit and block a component), the JIT at work, nginx's
  // cache filled; not counted.
  for (let i = 0; i < 10; i++) {
    await fetchText(uncached.url, uncached.host)
    await fetchText(everyBlock.url, everyBlock.host)
  }
  await loadWith(rawUrl, null, 1)
  if (nginx) await loadWith(nginx.url, cached.host, 1)
  await loadWith(cached.url, cached.host, 1)
  await loadWith(uncached.url, uncached.host, 3)
  await loadWith(everyBlock.url, everyBlock.host, 3)
  if (before) {
    for (let i = 0; i < 10; i++) await fetchText(before.uncached.url, before.uncached.host)
    await loadWith(before.cached.url, before.cached.host, 1)
    await loadWith(before.uncached.url, before.uncached.host, 3)
  }
  if (wordpress) {
    await loadWith(WORDPRESS_PAGE_CACHE, WORDPRESS_HOST, 1)
    await loadWith(WORDPRESS_UNCACHED, WORDPRESS_HOST, 2)
  }
  // Renders still queued when the warm-up stopped are not counted against the first round.
  for (const server of [cached, uncached, everyBlock, ...(before ? Object.values(before) : [])])
    await settle(server.cpu)
  if (nginx) await settle(nginx.cpu)
  if (wordpress) await settle(wordpressCpuMs)
  for (const server of [uncached, everyBlock]) {
    const bytes = Buffer.byteLength(await fetchText(server.url, server.host))
    if (bytes !== html.length)
      console.log(
        `Warning: an uncached page has ${bytes} bytes, the cached one ${html.length}: a block was lost (see the log above)`,
      )
  }
  let lostRounds = 0
  // A B A B …: every measurement next to its baseline, so both see the same machine.
  for (let round = 0; round < ROUNDS; round++) {
    await measureInto(a, rawUrl, null, thisProcess)
    if (nginx) await measureInto(n, nginx.url, cached.host, nginx.cpu)
    await measureInto(b, cached.url, cached.host, cached.cpu)
    if (before) await measureInto(b0, before.cached.url, before.cached.host, before.cached.cpu)
    if (wordpress) {
      await measureInto(wpCached, WORDPRESS_PAGE_CACHE, WORDPRESS_HOST, wordpressCpuMs)
      await measureInto(wpCachedIdentity, WORDPRESS_PAGE_CACHE, WORDPRESS_HOST, wordpressCpuMs, {
        encoding: 'identity',
      })
    }
    await measureInto(c, uncached.url, uncached.host, uncached.cpu, { pages: uncached.rendered })
    await measureInto(cEvery, everyBlock.url, everyBlock.host, everyBlock.cpu, {
      pages: everyBlock.rendered,
    })
    if (before)
      await measureInto(c0, before.uncached.url, before.uncached.host, before.uncached.cpu, {
        pages: before.uncached.rendered,
      })
    if (wordpress) await measureInto(wpUncached, WORDPRESS_UNCACHED, WORDPRESS_HOST, wordpressCpuMs)
    const bare = renderer(2000)
    d.push(bare.perSecond)
    dCpu.push(bare.cpuMs)
    let lost = ''
    for (const server of [uncached, everyBlock]) {
      const bytes = Buffer.byteLength(await fetchText(server.url, server.host))
      if (bytes !== html.length)
        lost = `: an uncached page came with ${bytes} bytes, a block was lost`
    }
    if (lost) lostRounds++
    console.log(`round ${round + 1} of ${ROUNDS} done${lost}`)
  }
  // One page at a time, A B A B as well: no contention between a side's own processes and threads.
  const oneAtATime = {
    sitewerk: [] as number[],
    everyBlock: [] as number[],
    wordpress: [] as number[],
  }
  for (let round = 0; round < ROUNDS; round++) {
    oneAtATime.sitewerk.push(await sequentialCpu(uncached.url, uncached.host, uncached.cpu))
    oneAtATime.everyBlock.push(await sequentialCpu(everyBlock.url, everyBlock.host, everyBlock.cpu))
    if (wordpress)
      oneAtATime.wordpress.push(
        await sequentialCpu(WORDPRESS_UNCACHED, WORDPRESS_HOST, wordpressCpuMs),
      )
  }
  await cached.close()
  await uncached.close()
  await everyBlock.close()
  await before?.cached.close()
  await before?.uncached.close()
  await nginx?.close()
  raw.close()
  const sources = await versionAgainstTables(50)
  const loadAfter = loadavg()

  /** Per-round ratios x/y, as "median % (min–max)". */
  const ratio = (x: number[], y: number[]) => `${withSpread(perRound(x, y).map((r) => r * 100))} %`
  const times = (x: number[], y: number[]) => `×${withSpread(perRound(x, y), 1)}`
  const row = (name: string, s: Series, vs: string) =>
    `| ${name} | ${withSpread(s.rps)} | ${withSpread(s.p99, 1)} | ${withSpread(s.cpuPerPage, 3)} | ${vs} |`
  console.log(
    `\nLanding page of ${LANDING_BLOCKS} starter blocks: ${html.length} bytes, sent as ${sent.encoding} ${sent.body.length} bytes to Accept-Encoding: ${ACCEPT_ENCODING} (gzip ${gzip}) from the cache, ${sentOnce.encoding} ${sentOnce.body.length} bytes uncached (sent once, compressed fast), wrk ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s, ${new Date().toISOString().slice(0, 16)}Z; load average ${loadBefore[0]!.toFixed(1)} before, ${loadAfter[0]!.toFixed(1)} after; median (min–max) of the rounds; CPU from /proc (raw Node: this process; nginx: its master and workers; Sitewerk: its process, every thread)`,
  )
  console.log('| measurement | req/s | p99 ms | CPU ms per page | ratio per round |')
  console.log('|---|---|---|---|---|')
  console.log(row('(a) raw Node http, the same bytes as a Buffer (baseline)', a, '100 %'))
  if (nginx)
    console.log(
      row(
        '(n′) nginx, the same compressed file (static)',
        n,
        `${ratio(n.rps, a.rps)} of (a), CPU ${times(n.cpuPerPage, a.cpuPerPage)} (a)'s`,
      ),
    )
  console.log(
    row(
      '(b) public page from the page cache',
      b,
      `${ratio(b.rps, a.rps)} of (a), CPU ${times(b.cpuPerPage, a.cpuPerPage)} (a)'s${nginx ? `; ${ratio(b.rps, n.rps)} of (n′), CPU ${times(b.cpuPerPage, n.cpuPerPage)} (n′)'s` : ''}`,
    ),
  )
  console.log(row('(c) public page, cache off, block cache warm', c, `${ratio(c.rps, d)} of (d)`))
  console.log(
    row(
      '(c′) public page, cache off, every block rendered',
      cEvery,
      `${ratio(cEvery.rps, d)} of (d)`,
    ),
  )
  console.log(
    `| (d) bare renderer in-process, the same input, no HTTP/DB | ${withSpread(d)} | | ${withSpread(dCpu, 2)} | 100 % |`,
  )
  console.log(
    `\n(c′) renders every block on every request: its server runs with ${Object.entries(
      EVERY_BLOCK_ENV,
    )
      .map(([k, v]) => `${k}=${v}`)
      .join(
        ' ',
      )}, so its render workers keep no drawn block (what "uncached" means for WordPress); (c) keeps the default block cache, warm from asking the same page again and again.`,
  )
  console.log(
    `Pages rendered without a block after a round of (c) or (c′): ${lostRounds} of ${ROUNDS} rounds (0 means every uncached page was whole).`,
  )
  console.log(
    `Aims of issue #18: (b) ≥ 60 % of (a) and p99 < 20 ms; (c) ≥ 40 % of (d). Cached page ${verdict(median(b.rps) / median(a.rps) >= 0.6 && median(b.p99) < 20)}, uncached ${verdict(median(c.rps) / median(d) >= 0.4)}.`,
  )
  const hitCpu = perRound(b.cpuPerPage, a.cpuPerPage)
  console.log(
    `Aim 3 of issue #33: a cached hit at ≤ 1.5× raw Node's CPU: (b) at ${times(b.cpuPerPage, a.cpuPerPage)} (a)'s CPU per request, round by round: ${verdict(median(hitCpu) <= 1.5)}.`,
  )
  console.log(
    `CPU per uncached page asked for one at a time (${SEQUENTIAL} requests, ${ROUNDS} interleaved rounds): Sitewerk ${withSpread(oneAtATime.sitewerk, 1)} ms with the block cache warm, ${withSpread(oneAtATime.everyBlock, 1)} ms with every block rendered${wordpress ? `, WordPress ${withSpread(oneAtATime.wordpress, 1)} ms (${times(oneAtATime.wordpress, oneAtATime.sitewerk)} and ${times(oneAtATime.wordpress, oneAtATime.everyBlock)} per round)` : ''}.`,
  )
  if (before) {
    console.log(
      `\nThis commit against the checkout in BENCH_BEFORE (${BEFORE}), measured in the same rounds, each right after this commit's`,
    )
    console.log('| measurement | req/s | p99 ms | CPU ms per page | this commit per round |')
    console.log('|---|---|---|---|---|')
    console.log(
      row(
        '(b₀) before: public page from the page cache',
        b0,
        `(b) ${ratio(b.rps, b0.rps)} the pages, ${ratio(b.cpuPerPage, b0.cpuPerPage)} the CPU`,
      ),
    )
    console.log(
      row(
        '(c₀) before: public page, cache off',
        c0,
        `(c) ${ratio(c.rps, c0.rps)} the pages, ${ratio(c.cpuPerPage, c0.cpuPerPage)} the CPU`,
      ),
    )
  }
  if (wordpress) {
    console.log(
      `\nWordPress 6.1 side by side (its front page: 78 blocks, ${wordpress.bytes} bytes, ${wordpressWire} gzip from nginx), the same rounds; CPU of nginx, php-fpm and MariaDB`,
    )
    console.log('| measurement | req/s | p99 ms | CPU ms per page | Sitewerk per round |')
    console.log('|---|---|---|---|---|')
    console.log(
      row(
        '(w) WordPress, php-fpm + OPcache, uncached',
        wpUncached,
        `(c) serves ${times(c.rps, wpUncached.rps)} the pages, at ${times(wpUncached.cpuPerPage, c.cpuPerPage)} less CPU each; (c′) ${times(cEvery.rps, wpUncached.rps)} the pages, at ${times(wpUncached.cpuPerPage, cEvery.cpuPerPage)} less CPU each`,
      ),
    )
    console.log(
      row(
        '(n) WordPress behind nginx fastcgi_cache, gzip on the fly',
        wpCached,
        `(b) at ${ratio(b.rps, wpCached.rps)} of (n)`,
      ),
    )
    console.log(
      row(
        '(n₀) the same, identity bytes (no Accept-Encoding)',
        wpCachedIdentity,
        `(b) at ${ratio(b.rps, wpCachedIdentity.rps)} of (n₀)`,
      ),
    )
    const pagesRatio = perRound(cEvery.rps, wpUncached.rps)
    const cpuRatio = perRound(wpUncached.cpuPerPage, cEvery.cpuPerPage)
    console.log(
      `\nAims: uncached ≥ 20× WordPress uncached (issue #18): ${verdict(median(c.rps) / median(wpUncached.rps) >= 20)}; cached ≥ nginx's page cache with p99 < 20 ms: ${verdict(median(b.rps) >= median(wpCached.rps) && median(b.p99) < 20)}.`,
    )
    console.log(
      `Aim 2 of issue #33: a first render (every block rendered) at least ×8 WordPress uncached, in pages and in CPU per page: (c′) serves ${times(cEvery.rps, wpUncached.rps)} the pages at ${times(wpUncached.cpuPerPage, cEvery.cpuPerPage)} less CPU each, round by round: ${verdict(median(pagesRatio) >= 8 && median(cpuRatio) >= 8)}.`,
    )
  } else
    console.log(
      'Aim 2 of issue #33 (a first render ≥ ×8 WordPress): not judged, WordPress is not here.',
    )
  console.log(
    `\nUncached render, read + render in-process (a generated page of 50 cards, interleaved): (e) from the published version ${sources.version.toFixed(2)} ms, (f) assembled from the live tables ${sources.tables.toFixed(2)} ms: (e) takes ${Math.round((sources.version / sources.tables) * 100)} % of (f)`,
  )
}

await main()
