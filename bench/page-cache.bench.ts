/**
 * `npm run bench:page-cache` (decision 035): where should several server processes keep rendered
 * pages? (1) each in its own memory, dropped through the invalidation bus, or (2) one copy shared
 * in Redis. Measured interleaved in one run (A B A B …, medians and spread; only ratios mean
 * something on a shared machine), 50 connections, the brotli page of 50 blocks:
 * (a) Sitewerk answering from its in-process cache; (b) a bare Node server sending the same bytes
 * and headers from a Map; (c) the same server fetching them from Redis first (one MGET, as a
 * shared cache's hit would); and the uncached render that a per-process cache pays once per
 * process after each publish.
 */
import { randomBytes } from 'node:crypto'
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http'
import { Redis } from 'ioredis'
import { median, spread, withSpread } from './stats.ts'
import { wrk } from './wrk.ts'
import { startSitewerk } from './bench-site.ts'

const CONNECTIONS = 50
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4)
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

/** wrk against `url` on the site's host, brotli accepted. */
const load = (url: string, host: string, seconds: number) =>
  wrk(url, { connections: CONNECTIONS, seconds, headers: { host, 'accept-encoding': 'br' } })

/** The brotli page as Sitewerk sends it: bytes and headers. */
function fetchPage(url: string, host: string) {
  return new Promise<{ body: Buffer; headers: IncomingHttpHeaders; ms: number }>(
    (resolve, reject) => {
      const started = performance.now()
      get(url, { headers: { host, 'accept-encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            body: Buffer.concat(chunks),
            headers: res.headers,
            ms: performance.now() - started,
          }),
        )
      }).on('error', reject)
    },
  )
}

async function listen(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as { port: number }).port}/`
}

const SENT_HEADERS = ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary']
const pick = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(SENT_HEADERS.flatMap((k) => (headers[k] ? [[k, String(headers[k])]] : [])))

async function main() {
  const cached = await startSitewerk({ pageCache: true, connections: CONNECTIONS })
  const page = await fetchPage(cached.url, cached.host)
  const headers = pick(page.headers)

  const inMemory = new Map([['page', { body: page.body, headers }]])
  const mapServer = createServer((_req, res) => {
    const hit = inMemory.get('page')!
    res.writeHead(200, hit.headers).end(hit.body)
  })
  const redis = new Redis(REDIS_URL)
  const prefix = `sitewerk-bench-${randomBytes(4).toString('hex')}:`
  await redis.mset(`${prefix}page`, page.body, `${prefix}headers`, JSON.stringify(headers))
  const redisServer = createServer((_req, res) => {
    redis.mgetBuffer(`${prefix}page`, `${prefix}headers`).then(
      ([body, stored]) => res.writeHead(200, JSON.parse(String(stored))).end(body),
      () => res.writeHead(500).end(),
    )
  })
  const targets = {
    '(a) Sitewerk, page from its in-process cache': { url: cached.url },
    '(b) bare Node, the same bytes from a Map': { url: await listen(mapServer) },
    '(c) bare Node, the same bytes from Redis (MGET)': { url: await listen(redisServer) },
  }
  const results = Object.fromEntries(
    Object.keys(targets).map((name) => [name, { rps: [] as number[], p99: [] as number[] }]),
  )
  for (const { url } of Object.values(targets)) await load(url, cached.host, 1)
  for (let round = 0; round < ROUNDS; round++)
    for (const [name, { url }] of Object.entries(targets)) {
      const { rps, p99 } = await load(url, cached.host, SECONDS)
      results[name]!.rps.push(rps)
      results[name]!.p99.push(p99)
    }

  // What a miss costs: the render each process pays once per page after a publish.
  const uncached = await startSitewerk({ pageCache: false, connections: CONNECTIONS })
  const renders: number[] = []
  for (let i = 0; i < 40; i++) renders.push((await fetchPage(uncached.url, uncached.host)).ms)

  await redis.del(`${prefix}page`, `${prefix}headers`)
  redis.disconnect()
  mapServer.close()
  redisServer.close()
  await cached.close()
  await uncached.close()

  const baseline = median(results['(b) bare Node, the same bytes from a Map']!.rps)
  console.log(
    `\nBrotli page of 50 blocks (${page.body.length} bytes), ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s, ${new Date().toISOString().slice(0, 10)}; medians (min–max)`,
  )
  console.log('| measurement | req/s | p99 ms | of (b) |')
  console.log('|---|---|---|---|')
  for (const [name, { rps, p99 }] of Object.entries(results))
    console.log(
      `| ${name} | ${median(rps).toFixed(0)} (${spread(rps)}) | ${withSpread(p99, 1)} | ${Math.round((median(rps) / baseline) * 100)} % |`,
    )
  console.log(
    `\nUncached page (render + encode, one request at a time): median ${median(renders.slice(5)).toFixed(1)} ms`,
  )
}

await main()
