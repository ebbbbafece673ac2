/**
 * `npm run bench` (second part): the image pipeline. Ratios against baselines measured in the same
 * run (this machine is shared and noisy). Issue #5 aim: (b) cached variants ≥ 60 % of (a).
 *   (a) raw Node http, the same webp bytes from memory (baseline of b)
 *   (b) /media/img/{id}/1280w1x.webp on a site host, after its first request
 *   (c) first request of 1280w1x.webp from a 4000×3000 JPEG, against decoding that JPEG alone (d)
 *   avif against webp at 640 and 1280: bytes, encode time and PSNR (decision 007)
 */
import { createHash } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { createServer, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { buildApp } from '../apps/server/src/app.ts'
import { parseConfig } from '../apps/server/src/config.ts'
import { openDatabase } from '../apps/server/src/db/open-database.ts'
import { mediaFiles, organizations, sites } from '../apps/server/src/db/schema/index.ts'
import { createLocalStorage } from '../apps/server/src/lib/storage/local-storage.ts'
import { ENCODING } from '../apps/server/src/modules/images/transform.ts'
import { benchPhoto, psnr } from './bench-photo.ts'
import { wrk } from './wrk.ts'

const CONNECTIONS = 50
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6)
const FIRST_RUNS = 3

/** wrk (bench/wrk.ts) in its own process: the server under test keeps this process's event loop. */
const load = (url: string, host?: string) =>
  wrk(url, { connections: CONNECTIONS, seconds: SECONDS, headers: host ? { host } : {} })

/** GET with a Host header (fetch may not set it); resolves with status and body. */
function get(url: string, host: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { host } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }))
    })
      .on('error', reject)
      .end()
  })
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function timed<T>(task: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now()
  const value = await task()
  return { ms: performance.now() - started, value }
}

/** A site with FIRST_RUNS + 1 copies of the photo in its library (each copy is a first request). */
async function startSitewerk(photo: Buffer) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sitewerk-bench-images-'))
  const config = parseConfig({
    ...{ PORT: '0', LOG_LEVEL: 'warn', SEED_DEMO: 'false', WEB_DIST_DIR: '' },
    ...{ DATA_DIR: dataDir, API_RATE_LIMIT_PER_MINUTE: '100000000' },
  })
  const database = await openDatabase(config)
  const { db } = database
  const [org] = await db.insert(organizations).values({ title: 'Bench', apiKey: 'b' }).returning()
  await db.insert(sites).values({ organizationId: org!.id, title: 'Bench', identifier: 'bench' })
  const storage = createLocalStorage(join(dataDir, 'media'))
  const checksum = createHash('sha256').update(photo).digest('hex')
  const ids: number[] = []
  for (let i = 0; i <= FIRST_RUNS; i++) {
    const storageKey = `org-${org!.id}/media/photo-${i}.jpg`
    await storage.put(storageKey, photo, 'image/jpeg')
    const [row] = await db
      .insert(mediaFiles)
      .values({
        ...{ organizationId: org!.id, filename: 'photo.jpg', storageKey, mimeType: 'image/jpeg' },
        ...{ checksum, width: 4000, height: 3000, size: photo.length },
      })
      .returning()
    ids.push(row!.id)
  }
  const app = await buildApp({ config, database, serveWeb: false, storage })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
  return {
    base,
    host: 'bench.localhost',
    ids,
    close: async () => (await app.close(), await database.close()),
  }
}

async function compareFormats(photo: Buffer, width: number) {
  const reference = await sharp(photo).resize({ width }).raw().toBuffer()
  const encode = (format: 'webp' | 'avif') =>
    timed(() => {
      const resized = sharp(photo).resize({ width })
      return (
        format === 'avif' ? resized.avif(ENCODING.avif) : resized.webp(ENCODING.webp)
      ).toBuffer()
    })
  const webp = await encode('webp')
  const avif = await encode('avif')
  return {
    width,
    webp: { bytes: webp.value.length, ms: webp.ms, psnr: await psnr(reference, webp.value) },
    avif: { bytes: avif.value.length, ms: avif.ms, psnr: await psnr(reference, avif.value) },
  }
}

async function main() {
  const photo = await benchPhoto()
  const sitewerk = await startSitewerk(photo)
  const url = (id: number) => `${sitewerk.base}/media/img/${id}/1280w1x.webp`

  // (c) first requests, each of another file; (d) decoding the same JPEG alone.
  const first: number[] = []
  for (const id of sitewerk.ids.slice(0, FIRST_RUNS)) {
    const { ms, value } = await timed(() => get(url(id), sitewerk.host))
    if (value.status !== 200) throw new Error(`first request: ${value.status}`)
    first.push(ms)
  }
  const decode: number[] = []
  for (let i = 0; i < FIRST_RUNS; i++)
    decode.push((await timed(() => sharp(photo).raw().toBuffer())).ms)

  // (a) and (b): the same bytes, from memory and through the pipeline's cache.
  const hot = url(sitewerk.ids[FIRST_RUNS]!)
  const bytes = (await get(hot, sitewerk.host)).body
  const raw = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'image/webp' })
    res.end(bytes)
  }).listen(0, '127.0.0.1')
  await new Promise((resolve) => raw.once('listening', resolve))
  const a = await load(`http://127.0.0.1:${(raw.address() as { port: number }).port}/`)
  const b = await load(hot, sitewerk.host)
  raw.close()
  await sitewerk.close()
  const formats = [await compareFormats(photo, 640), await compareFormats(photo, 1280)]

  const pct = (x: number, y: number) => `${Math.round((x / y) * 100)} %`
  const c = median(first)
  const d = median(decode)
  console.log(
    `\nImage pipeline: 4000×3000 JPEG (${photo.length} bytes), 1280w1x.webp (${bytes.length} bytes), ${CONNECTIONS} connections, ${SECONDS} s each, ${new Date().toISOString().slice(0, 10)}`,
  )
  console.log('| measurement | req/s or ms | p50 ms | p99 ms | ratio |')
  console.log('|---|---|---|---|---|')
  console.log(
    `| (a) raw Node http, same webp bytes (baseline) | ${a.rps.toFixed(0)} req/s | ${a.p50.toFixed(1)} | ${a.p99.toFixed(1)} | 100 % |`,
  )
  console.log(
    `| (b) cached variant on a site host | ${b.rps.toFixed(0)} req/s | ${b.p50.toFixed(1)} | ${b.p99.toFixed(1)} | ${pct(b.rps, a.rps)} of (a) |`,
  )
  console.log(
    `| (c) first request, 4000×3000 JPEG → 1280 webp (median of ${FIRST_RUNS}) | ${c.toFixed(0)} ms | | | ×${(c / d).toFixed(1)} of (d) |`,
  )
  console.log(`| (d) decoding that JPEG alone (baseline of c) | ${d.toFixed(0)} ms | | | 100 % |`)
  console.log('\navif (quality 50, effort 2) against webp (quality 80), resized from the same JPEG')
  console.log(
    '| width | webp bytes | avif bytes | avif/webp bytes | webp ms | avif ms | avif/webp time | PSNR webp | PSNR avif |',
  )
  console.log('|---|---|---|---|---|---|---|---|---|')
  for (const f of formats)
    console.log(
      `| ${f.width} | ${f.webp.bytes} | ${f.avif.bytes} | ${pct(f.avif.bytes, f.webp.bytes)} | ${f.webp.ms.toFixed(0)} | ${f.avif.ms.toFixed(0)} | ×${(f.avif.ms / f.webp.ms).toFixed(1)} | ${f.webp.psnr.toFixed(1)} dB | ${f.avif.psnr.toFixed(1)} dB |`,
    )
}

await main()
