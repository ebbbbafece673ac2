/**
 * `npm run bench:scale` (issue #20): what a second Sitewerk process behind Caddy adds. The
 * compiled server (what deploy/sitewerk@.service runs) on PostgreSQL and Redis, the bench page of
 * 50 blocks, measured interleaved in one run (A B C A B C …, medians and spread; only ratios mean
 * something on a shared machine):
 *   (1) one process, asked directly;
 *   (2) one process behind Caddy (deploy/Caddyfile's proxy settings, plain HTTP);
 *   (3) two processes behind Caddy, round robin.
 * Once with the page cache (a published page as most visits see it), once without (every request
 * renders: the cost after a publish, or of a site nobody visited yet). On 2 cores wrk,
 * Caddy and the processes share the machine: (3) shows how well the design scales, not a doubling.
 * Needs PostgreSQL (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres), Redis
 * (REDIS_URL or redis://127.0.0.1:6379) and Debian's Caddy.
 */
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { parseConfig } from '../apps/server/src/config.ts'
import { openDatabase } from '../apps/server/src/db/open-database.ts'
import { freePort } from '../apps/server/src/test/free-port.ts'
// @ts-expect-error scripts/lib.mjs is plain JavaScript without types
import { ensureServerBuilt, root } from '../scripts/lib.mjs'
import { median, spread, withSpread } from './stats.ts'
import { wrk } from './wrk.ts'
import { fetchText, seedBenchSite } from './bench-site.ts'
import { startCompiledServer, stopCompiledServer, until } from './compiled-server.ts'

const CONNECTIONS = 50
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4)
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

/** A fresh PostgreSQL database with the bench site, dropped by `drop()`. */
async function benchDatabase() {
  const name = `sitewerk_bench_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: ADMIN_URL })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(ADMIN_URL)
  url.pathname = `/${name}`
  const database = await openDatabase(parseConfig({ DATABASE_URL: url.toString() }))
  const { host } = await seedBenchSite(database, 50)
  await database.close()
  return {
    url: url.toString(),
    host,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: ADMIN_URL })
      await dropper.connect()
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await dropper.end()
    },
  }
}

/** wrk against `url` on the site's host, brotli accepted. */
const load = (url: string, host: string, seconds: number) =>
  wrk(url, { connections: CONNECTIONS, seconds, headers: { host, 'accept-encoding': 'br' } })

/** One compiled Sitewerk process, as sitewerk@PORT.service starts it. */
const startProcess = (port: number, env: Record<string, string>) =>
  startCompiledServer(port, {
    // One site under many connections: its fair share of the render queue (32, decision 014)
    // would answer the rest 503; this measures throughput, not fairness.
    RENDER_QUEUE_PER_SITE: String(CONNECTIONS * 2),
    RENDER_WORKERS: '1',
    ...env,
  })

/**
 * Caddy with deploy/Caddyfile's `(sitewerk)` proxy block on plain HTTP: once in front of both
 * processes, once in front of one (both upstream entries the same process).
 */
async function startCaddy(dir: string, [a, b]: [number, number], [two, one]: [number, number]) {
  const shipped = readFileSync(join(root, 'deploy/Caddyfile'), 'utf8')
  const snippet = /^\(sitewerk\) \{\n[\s\S]*?^\}\n/m.exec(shipped)?.[0]
  if (!snippet) throw new Error('deploy/Caddyfile has no (sitewerk) snippet')
  const upstreams = (first: number, second: number) =>
    snippet
      .replace('{$SITEWERK_UPSTREAM_A:127.0.0.1:3001}', `127.0.0.1:${first}`)
      .replace('{$SITEWERK_UPSTREAM_B:127.0.0.1:3002}', `127.0.0.1:${second}`)
  const file = join(dir, 'Caddyfile')
  writeFileSync(
    file,
    [
      '{\n\tadmin off\n\tauto_https off\n}',
      upstreams(a, b),
      upstreams(a, a).replace('(sitewerk)', '(sitewerk-one)'),
      `http://:${two} {\n\timport sitewerk\n}`,
      `http://:${one} {\n\timport sitewerk-one\n}`,
    ].join('\n'),
  )
  if (spawnSync('caddy', ['version']).status !== 0)
    throw new Error('Caddy is not installed (apt-get install -y caddy)')
  const child = spawn('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], {
    env: { PATH: process.env.PATH, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  // Caddy logs every health check that fails while the processes start: shown only if it ends.
  let log = ''
  child.stderr!.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)))
  child.once('exit', (code) => {
    if (code) console.error(`Caddy ended with ${code}:\n${log}`)
  })
  // Any answer will do: the processes start later (502 until then).
  await until('Caddy', async () => (await fetch(`http://127.0.0.1:${two}/healthz`)).status > 0)
  return child
}

/** What a process says about itself on /metrics (loopback, no proxy: no token needed). */
async function metricsOf(port: number) {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text()
  const gauge = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? NaN)
  return {
    rss: gauge(/^process_resident_memory_bytes (\S+)$/m),
    cacheBytes: gauge(/^sitewerk_page_cache_bytes (\S+)$/m),
    poolTotal: gauge(/^sitewerk_db_pool_connections\{state="total"\} (\S+)$/m),
  }
}

async function main() {
  ensureServerBuilt()
  const dir = mkdtempSync(join(tmpdir(), 'sitewerk-bench-scale-'))
  const database = await benchDatabase()
  const ports = [await freePort(), await freePort()] as [number, number]
  const proxyPorts = [await freePort(), await freePort()] as [number, number]
  const caddy = await startCaddy(dir, ports, proxyPorts)
  const lines: string[] = []
  try {
    for (const pageCache of [true, false]) {
      const env = {
        DATABASE_URL: database.url,
        REDIS_URL,
        REDIS_KEY_PREFIX: `sitewerk-bench-${randomBytes(4).toString('hex')}:`,
        DATA_DIR: dir,
        PAGE_CACHE: String(pageCache),
      }
      const processes = [
        await startProcess(ports[0], env),
        await startProcess(ports[1], env),
      ] as const
      const targets = {
        '(1) one process, directly': `http://127.0.0.1:${ports[0]}/`,
        '(2) one process behind Caddy': `http://127.0.0.1:${proxyPorts[1]}/`,
        '(3) two processes behind Caddy': `http://127.0.0.1:${proxyPorts[0]}/`,
      }
      // Caddy's health checks (every 2 s) take the processes back; then every path warms up.
      await until('Caddy upstreams', async () =>
        (await fetchText(targets['(3) two processes behind Caddy'], database.host)).includes(
          'Block 49',
        ),
      )
      await new Promise((r) => setTimeout(r, 2500))
      for (const url of Object.values(targets)) await load(url, database.host, 1)
      const results = Object.fromEntries(
        Object.keys(targets).map((name) => [name, { rps: [] as number[], p99: [] as number[] }]),
      )
      for (let round = 0; round < ROUNDS; round++)
        for (const [name, url] of Object.entries(targets)) {
          const { rps, p99 } = await load(url, database.host, SECONDS)
          results[name]!.rps.push(rps)
          results[name]!.p99.push(p99)
        }
      const gauges = await metricsOf(ports[0])
      for (const child of processes) await stopCompiledServer(child)
      const one = median(results['(1) one process, directly']!.rps)
      lines.push(
        '',
        `${pageCache ? 'Cached page' : 'Uncached page (every request renders)'}: medians (min–max)`,
        '| measurement | req/s | p99 ms | of (1) |',
        '|---|---|---|---|',
        ...Object.entries(results).map(
          ([name, { rps, p99 }]) =>
            `| ${name} | ${median(rps).toFixed(0)} (${spread(rps)}) | ${withSpread(p99, 1)} | ${Math.round((median(rps) / one) * 100)} % |`,
        ),
        '',
        `Process 1 after the load: resident memory ${(gauges.rss / 2 ** 20).toFixed(0)} MB, page cache ${gauges.cacheBytes} bytes, database pool ${gauges.poolTotal} connections.`,
      )
    }
  } finally {
    caddy.kill('SIGTERM')
    await database.drop()
    rmSync(dir, { recursive: true, force: true })
  }
  console.log(
    `\nScale: the brotli page of 50 blocks, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s, compiled server on PostgreSQL + Redis, Caddy ${spawnSync('caddy', ['version'], { encoding: 'utf8' }).stdout.split(' ')[0]?.trim()}, ${new Date().toISOString().slice(0, 10)}`,
  )
  console.log(lines.join('\n'))
}

await main()
