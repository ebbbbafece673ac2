/**
 * `npm run bench:tenants` (issue #33 "a thousand sites on one machine"): 200 organisations × 5
 * sites × 10 pages, 10,000 published pages written as the back office writes them
 * (bench/tenants-seed.ts; the data folder is kept between runs), served by the compiled server
 * as `npm start` runs it, measured with wrk in interleaved rounds (A B C A B C …; medians and the
 * spread of the rounds: the machine is shared, only ratios within one run mean something):
 *   (i)   one page asked again and again, from the page cache: the single-page figure;
 *   (ii)  a page picked at random among all of them per request, page cache on (default settings);
 *   (iii) the same with the page cache off (every request renders);
 * CPU per request from /proc (the server's process, every thread, and children if any), the
 * page cache's hit ratio from the server's /metrics. Then
 *   (iv)  after a restart, every page visited once in random order, one at a time: a first
 *         visit's time against a warm one's (the same page again right after);
 *   (v)   the resident memory of the server's process tree once every page was visited, with the
 *         page cache on and off.
 * Each of the aims is printed met or missed. Sizes: BENCH_TENANTS_ORGS, _SITES, _PAGES;
 * rounds: BENCH_ROUNDS, BENCH_SECONDS; the data folder: BENCH_TENANTS_DIR.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { Agent, get } from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../apps/server/src/test/free-port.ts'
import { startCompiledServer, stopCompiledServer } from './compiled-server.ts'
import { processTree } from './process-cpu.ts'
import { median, spread, withSpread } from './stats.ts'
import { tenantsData, tenantSizes, type TenantPage } from './tenants-seed.ts'
import { ensureWrk, wrk, type WrkResult } from './wrk.ts'

const CONNECTIONS = 50
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const ACCEPT_ENCODING = 'gzip, deflate, br'
/** Issue #33's aims. */
const AIM_MIX_OF_SINGLE = 0.8
const AIM_FIRST_OF_WARM = 2
const AIM_RSS_MB = 600
/**
 * The server's settings: the defaults, but for a blocked starter component on a loaded machine
 * (RENDER_SLOW_MS, as bench:public) and the log (errors only).
 */
const SERVER_ENV = { RENDER_SLOW_MS: '2000', LOG_LEVEL: 'error' }

/** A compiled Sitewerk over a copy of the seeded folder (started again by `restart`). */
async function startServer(seeded: string, pageCache: boolean) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sitewerk-bench-tenants-'))
  cpSync(seeded, dataDir, { recursive: true })
  const port = await freePort()
  const env = { ...SERVER_ENV, DATA_DIR: dataDir, PAGE_CACHE: String(pageCache) }
  let child = await startCompiledServer(port, env)
  const base = `http://127.0.0.1:${port}`
  return {
    base,
    pid: () => child.pid!,
    /** CPU milliseconds the server's process tree has spent so far. */
    cpu: () => processTree([child.pid!]).cpuMs,
    /** Resident memory of the server's process tree now (all threads are in the one process). */
    rssBytes: () => processTree([child.pid!]).rssBytes,
    metrics: async () => {
      const text = await (await fetch(`${base}/metrics`)).text()
      const value = (name: string) =>
        Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? NaN)
      return {
        hits: value('sitewerk_page_cache_hits_total'),
        misses: value('sitewerk_page_cache_misses_total'),
        hitRatio: value('sitewerk_page_cache_hit_ratio'),
        rssBytes: value('process_resident_memory_bytes'),
      }
    },
    restart: async () => {
      await stopCompiledServer(child)
      child = await startCompiledServer(port, env)
    },
    close: async () => {
      await stopCompiledServer(child)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
type Server = Awaited<ReturnType<typeof startServer>>

/** Waits until the server is idle (under 10 % of a core for 300 ms, at most 15 s). */
async function settle(server: Server) {
  const started = performance.now()
  for (;;) {
    const before = server.cpu()
    await new Promise((resolve) => setTimeout(resolve, 300))
    if (server.cpu() - before < 30 || performance.now() - started > 15_000) return
  }
}

/** One page, the time it took (ms) from asking to its last byte; throws unless 200. */
function visit(base: string, page: TenantPage, agent: Agent) {
  const started = performance.now()
  return new Promise<number>((resolve, reject) => {
    get(
      `${base}${page.path}`,
      { agent, headers: { host: page.host, 'accept-encoding': ACCEPT_ENCODING } },
      (res) => {
        res.resume()
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(performance.now() - started)
            : reject(new Error(`${page.host}${page.path}: ${res.statusCode}`)),
        )
      },
    ).on('error', reject)
  })
}

interface Series {
  rps: number[]
  p50: number[]
  p99: number[]
  cpuPerRequest: number[]
  hitRatio: number[]
}
const series = (): Series => ({ rps: [], p50: [], p99: [], cpuPerRequest: [], hitRatio: [] })

/** One wrk run against `server`, one page or the mix, with its CPU and hit ratio per request. */
async function measureInto(
  into: Series,
  server: Server,
  requests: TenantPage[],
  seconds = SECONDS,
) {
  const before = { cpu: server.cpu(), ...(await server.metrics()) }
  const result: WrkResult = await wrk(`${server.base}${requests[0]!.path}`, {
    connections: CONNECTIONS,
    seconds,
    headers: { 'accept-encoding': ACCEPT_ENCODING, host: requests[0]!.host },
    ...(requests.length > 1 ? { requests } : {}),
  })
  await settle(server)
  const after = { cpu: server.cpu(), ...(await server.metrics()) }
  const hits = after.hits - before.hits
  const lookups = hits + after.misses - before.misses
  into.rps.push(result.rps)
  into.p50.push(result.p50)
  into.p99.push(result.p99)
  into.cpuPerRequest.push((after.cpu - before.cpu) / result.total)
  into.hitRatio.push(lookups ? hits / lookups : NaN)
}

/** The pages in a random order that is the same in every run. */
function shuffled<T>(items: T[]) {
  const out = [...items]
  let state = 33
  const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

/** Every page once, `parallel` at a time (answers unchecked but for their status). */
async function visitAll(base: string, pages: TenantPage[], parallel = 8) {
  const agent = new Agent({ keepAlive: true, maxSockets: parallel })
  let next = 0
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < pages.length) await visit(base, pages[next++]!, agent)
    }),
  )
  agent.destroy()
}

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0)
const verdict = (met: boolean) => (met ? 'met' : 'missed')
const percentile = (values: number[], p: number) =>
  [...values].sort((x, y) => x - y)[Math.min(values.length - 1, Math.floor(values.length * p))]!

async function main() {
  ensureWrk()
  const sizes = tenantSizes()
  const seeded = await tenantsData(sizes)
  const pages = seeded.pages
  const sites = new Set(pages.map((p) => p.host)).size
  const loadBefore = loadavg()
  const cacheOn = await startServer(seeded.dir, true)
  const cacheOff = await startServer(seeded.dir, false)
  try {
    const single = [pages[0]!]
    // Warm up, not counted: workers started, templates parsed, the JIT at work; the page cache
    // and the block caches filled as far as they hold.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    for (let i = 0; i < 5; i++) await visit(cacheOn.base, single[0]!, agent)
    agent.destroy()
    await wrk(`${cacheOn.base}${single[0]!.path}`, {
      connections: CONNECTIONS,
      seconds: 2,
      headers: { host: single[0]!.host },
    })
    for (const server of [cacheOn, cacheOff])
      await wrk(`${server.base}/`, {
        connections: CONNECTIONS,
        seconds: Math.max(3, SECONDS / 2),
        headers: { 'accept-encoding': ACCEPT_ENCODING },
        requests: pages,
      })
    // Renders still queued when the warm-up stopped are not counted against the first round.
    for (const server of [cacheOn, cacheOff]) await settle(server)

    const one = series()
    const mixOn = series()
    const mixOff = series()
    for (let round = 0; round < ROUNDS; round++) {
      await measureInto(one, cacheOn, single)
      await measureInto(mixOn, cacheOn, pages)
      await measureInto(mixOff, cacheOff, pages)
      console.log(`round ${round + 1} of ${ROUNDS} done`)
    }
    const hitRatioSinceStart = (await cacheOn.metrics()).hitRatio

    // (iv) and (v): a restart, then every page once in random order, one at a time, each asked
    // again right after its first visit.
    await cacheOn.restart()
    await settle(cacheOn)
    const first: number[] = []
    const warm: number[] = []
    const visitor = new Agent({ keepAlive: true, maxSockets: 1 })
    const started = performance.now()
    for (const page of shuffled(pages)) {
      first.push(await visit(cacheOn.base, page, visitor))
      warm.push(await visit(cacheOn.base, page, visitor))
    }
    visitor.destroy()
    const visitSeconds = (performance.now() - started) / 1000
    await settle(cacheOn)
    const rssOn = { tree: cacheOn.rssBytes(), reported: (await cacheOn.metrics()).rssBytes }
    await visitAll(cacheOff.base, pages)
    await settle(cacheOff)
    const rssOff = { tree: cacheOff.rssBytes(), reported: (await cacheOff.metrics()).rssBytes }
    const loadAfter = loadavg()

    const mixShare = mixOn.rps.map((rps, i) => rps / one.rps[i]!)
    const firstOfWarm = median(first) / median(warm)
    const row = (name: string, s: Series, ofSingle: string) =>
      `| ${name} | ${withSpread(s.rps)} | ${withSpread(s.p50, 1)} | ${withSpread(s.p99, 1)} | ${withSpread(s.cpuPerRequest, 3)} | ${s === mixOff ? 'cache off' : withSpread(s.hitRatio, 2)} | ${ofSingle} |`
    console.log(
      `\n${sizes.organizations} organisations × ${sizes.sitesPerOrganization} sites × ${sizes.pagesPerSite} pages: ${pages.length} published pages on ${sites} sites (seeded through the API and the services in ${seeded.seconds.toFixed(0)} s${seeded.reused ? ', folder reused' : ''}); the compiled server, default settings (RENDER_SLOW_MS=2000); wrk ${CONNECTIONS} connections, Accept-Encoding: ${ACCEPT_ENCODING}, ${ROUNDS} interleaved rounds of ${SECONDS} s, ${new Date().toISOString().slice(0, 16)}Z; load average ${loadBefore[0]!.toFixed(1)} before, ${loadAfter[0]!.toFixed(1)} after; median (min–max) of the rounds`,
    )
    console.log(
      '| measurement | req/s | p50 ms | p99 ms | CPU ms per request | page cache hit ratio | of (i) per round |',
    )
    console.log('|---|---|---|---|---|---|---|')
    console.log(row('(i) one page, warm, page cache on', one, '100 %'))
    console.log(
      row(
        `(ii) a random page of ${pages.length}, page cache on`,
        mixOn,
        `${withSpread(mixShare.map((r) => r * 100))} %`,
      ),
    )
    console.log(
      row(
        `(iii) a random page of ${pages.length}, page cache off`,
        mixOff,
        `${withSpread(mixOff.rps.map((rps, i) => (rps / one.rps[i]!) * 100))} %`,
      ),
    )
    console.log(
      `\nPage cache hit ratio since the start of the server with the cache on (sitewerk_page_cache_hit_ratio): ${hitRatioSinceStart.toFixed(2)}.`,
    )
    console.log(
      `(iv) After a restart, each of the ${pages.length} pages visited once in random order, one at a time (${visitSeconds.toFixed(0)} s): first visit median ${median(first).toFixed(1)} ms (p90 ${percentile(first, 0.9).toFixed(1)}, max ${Math.max(...first).toFixed(1)}), the same page again right after (warm) ${median(warm).toFixed(1)} ms (p90 ${percentile(warm, 0.9).toFixed(1)}): a first visit takes ×${firstOfWarm.toFixed(1)} a warm one.`,
    )
    console.log(
      `(v) Resident memory once every page was visited: page cache on ${mb(rssOn.tree)} MB (its /metrics: ${mb(rssOn.reported)} MB), page cache off ${mb(rssOff.tree)} MB (${mb(rssOff.reported)} MB); the server's process tree from /proc, its worker threads included.`,
    )
    console.log(
      `\nAim 1 of issue #33 (10,000 pages over 1,000 sites at default settings), here ${pages.length} pages over ${sites} sites:`,
    )
    console.log(
      `- random-page throughput ≥ ${AIM_MIX_OF_SINGLE * 100} % of the single-page figure: (ii) at ${withSpread(mixShare.map((r) => r * 100))} % of (i) round by round: ${verdict(median(mixShare) >= AIM_MIX_OF_SINGLE)} (${mixShare.filter((r) => r >= AIM_MIX_OF_SINGLE).length} of ${ROUNDS} rounds).`,
    )
    console.log(
      `- a first visit within ${AIM_FIRST_OF_WARM}× a warm one: ×${firstOfWarm.toFixed(1)} (medians of ${pages.length} pages): ${verdict(firstOfWarm <= AIM_FIRST_OF_WARM)}.`,
    )
    console.log(
      `- the process tree ≤ ${AIM_RSS_MB} MB resident after every page was visited: ${mb(rssOn.tree)} MB (page cache off: ${mb(rssOff.tree)} MB): ${verdict(rssOn.tree <= AIM_RSS_MB * 2 ** 20 && rssOff.tree <= AIM_RSS_MB * 2 ** 20)}.`,
    )
    console.log(
      `Spread of (ii)'s throughput over the rounds: ${spread(mixOn.rps)} req/s; of (i)'s: ${spread(one.rps)} req/s.`,
    )
  } finally {
    await cacheOn.close()
    await cacheOff.close()
  }
}

await main()
