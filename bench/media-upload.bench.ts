/**
 * `npm run bench` (second part): upload throughput of 100 images over real HTTP against a
 * baseline measured in the same run, writing the same bytes through the storage driver directly.
 * The gap is what an upload costs beyond storing: multipart parsing, type detection, a full
 * decode by sharp, the checksum and the database row. `--write` puts the table into
 * docs/benchmarks.md between its media-upload markers; without it the table is only printed.
 */
import { mkdtempSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as prettier from 'prettier'
import sharp from 'sharp'
import { COOKIES, ORGANIZATION_HEADER, XSRF_HEADER } from '@sitewerk/contracts'
import { buildApp } from '../apps/server/src/app.ts'
import { parseConfig } from '../apps/server/src/config.ts'
import { openDatabase } from '../apps/server/src/db/open-database.ts'
import { organizations, organizationUser, users } from '../apps/server/src/db/schema/index.ts'
import { systemClock } from '../apps/server/src/lib/clock.ts'
import { createLocalStorage } from '../apps/server/src/lib/storage/local-storage.ts'
import { createSessionStore } from '../apps/server/src/modules/auth/session-store.ts'

const IMAGES = 100
const WIDTH = 1024
const HEIGHT = 683
const DOCS = 'docs/benchmarks.md'
const MARKERS = ['<!-- bench:media-upload -->', '<!-- /bench:media-upload -->'] as const

/** 100 different JPEGs: gaussian noise over a colour compresses about as badly as a photo. */
function makeImages() {
  return Promise.all(
    Array.from({ length: IMAGES }, (_, i) =>
      sharp({
        create: {
          width: WIDTH,
          height: HEIGHT,
          channels: 3,
          background: { r: 230, g: i * 2, b: 126 },
          noise: { type: 'gaussian', mean: 120, sigma: 24 },
        },
      })
        .jpeg({ quality: 80 })
        .toBuffer(),
    ),
  )
}

async function timed(count: number, concurrency: number, task: (i: number) => Promise<void>) {
  let next = 0
  const start = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++)
    }),
  )
  const seconds = (performance.now() - start) / 1000
  return { perSecond: count / seconds, seconds }
}

async function main() {
  const images = await makeImages()
  const megabytes = images.reduce((sum, b) => sum + b.length, 0) / 1024 / 1024
  const dataDir = mkdtempSync(join(tmpdir(), 'sitewerk-bench-media-'))
  const config = parseConfig({
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: '',
    DATA_DIR: dataDir,
    API_RATE_LIMIT_PER_MINUTE: '100000000',
  })
  const database = await openDatabase(config)
  const { db } = database
  const [org] = await db.insert(organizations).values({ title: 'Bench', apiKey: 'b' }).returning()
  const [user] = await db
    .insert(users)
    .values({ name: 'Bench', email: 'bench@example.test', passwordHash: 'x' })
    .returning()
  await db
    .insert(organizationUser)
    .values({ organizationId: org!.id, userId: user!.id, role: 'owner' })
  const session = await createSessionStore({ db, clock: systemClock }).create({
    userId: user!.id,
    remember: false,
  })
  const app = await buildApp({ config, database, serveWeb: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  const headers = {
    cookie: `${COOKIES.session.name}=${session.token}; ${COOKIES.xsrf.name}=${session.csrfToken}`,
    [XSRF_HEADER]: session.csrfToken,
    [ORGANIZATION_HEADER]: String(org!.id),
    accept: 'application/json',
  }
  const uploadOne = async (i: number) => {
    const form = new FormData()
    form.set('namespace', 'media')
    form.set('file', new Blob([images[i]!], { type: 'image/jpeg' }), `foto-${i}.jpg`)
    const res = await fetch(`${base}/api/media/upload`, { method: 'POST', headers, body: form })
    if (res.status !== 201) throw new Error(`upload ${i}: ${res.status} ${await res.text()}`)
  }

  const storage = createLocalStorage(join(dataDir, 'baseline'))
  const baseline = await timed(IMAGES, 1, (i) =>
    storage.put(`bench/${i}.jpg`, images[i]!, 'image/jpeg'),
  )
  const serial = await timed(IMAGES, 1, uploadOne)
  const parallel = await timed(IMAGES, 4, uploadOne)
  await app.close()
  await database.close()
  await rm(dataDir, { recursive: true, force: true })

  const pct = (x: number) => `${((x / baseline.perSecond) * 100).toFixed(1)} %`
  const lines = [
    `Upload throughput of ${IMAGES} JPEGs of ${WIDTH}x${HEIGHT} (${megabytes.toFixed(1)} MB in all), ${new Date().toISOString().slice(0, 10)}`,
    '',
    '| measurement | images/s | total s | ratio |',
    '|---|---|---|---|',
    `| (a) storage.put of the same bytes, local driver (baseline) | ${baseline.perSecond.toFixed(0)} | ${baseline.seconds.toFixed(2)} | 100 % |`,
    `| (b) POST /api/media/upload over HTTP, one at a time | ${serial.perSecond.toFixed(1)} | ${serial.seconds.toFixed(2)} | ${pct(serial.perSecond)} of (a) |`,
    `| (c) POST /api/media/upload over HTTP, 4 at a time | ${parallel.perSecond.toFixed(1)} | ${parallel.seconds.toFixed(2)} | ${pct(parallel.perSecond)} of (a) |`,
  ]
  console.log(`\n${lines.join('\n')}`)

  if (process.argv.includes('--write')) {
    const docs = await readFile(DOCS, 'utf8')
    const [open, close] = MARKERS
    const from = docs.indexOf(open)
    const to = docs.indexOf(close)
    if (from < 0 || to < from) throw new Error(`${DOCS} has no ${open} … ${close} section`)
    const section = `${open}\n${lines.join('\n')}\n${close}`
    const text = docs.slice(0, from) + section + docs.slice(to + close.length)
    const options = (await prettier.resolveConfig(DOCS)) ?? {}
    await writeFile(DOCS, await prettier.format(text, { ...options, parser: 'markdown' }))
    console.log(`\nwritten to ${DOCS}`)
  }
}

await main()
