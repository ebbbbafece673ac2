import { performance } from 'node:perf_hooks'
import { describe, expect, it, vi } from 'vitest'
import { POSTGRES_CHANNEL } from '../../lib/invalidation-bus/postgres-bus.ts'
import { buildTestApp } from '../../test/build-test-app.ts'
import { homeWithBlock, publishSite } from '../../test/publishing.ts'
import { redisClient, redisIsReachable, testRedisPrefix, TEST_REDIS_URL } from '../../test/redis.ts'
import { createPageCache } from './page-cache.ts'

/**
 * Several server processes behave as one (issue #20, decision 035): two apps in this test process
 * share one database, and one Redis when REDIS_URL is set, as two processes behind a load
 * balancer would. B's page cache is looked into; edits go through A.
 */
const onPostgres = process.env.TEST_DB === 'postgres'
const redisUp = await redisIsReachable()

async function twoProcesses(env: Record<string, string> = {}) {
  const a = await buildTestApp({ env })
  const pageCache = createPageCache()
  const logLines: string[] = []
  const b = await buildTestApp({
    env: { ...env, LOG_LEVEL: 'info' },
    database: a.database,
    pageCache,
    logLines,
  })
  const logOfB = () => logLines.map((line) => JSON.parse(line) as { msg: string; reason?: string })
  return { a, b, pageCache, logOfB }
}

/** A published home page of a site of A's, visited through B, which now keeps it. */
async function pageCachedByB({ a, b, pageCache }: Awaited<ReturnType<typeof twoProcesses>>) {
  const home = await homeWithBlock(a, 'Bäckerei Zwei', 'Frische Brötchen')
  await publishSite(home.client, home.site.id)
  const visitB = () =>
    b.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: `${home.site.identifier}.localhost` },
    })
  expect((await visitB()).body).toContain('<p>Frische Brötchen</p>')
  // A render that began before the publish's own event reached B is sent, not kept: visit again.
  await vi.waitFor(async () => {
    await visitB()
    expect(pageCache.size).toBe(1)
  })
  const editThroughA = async (text: string) => {
    await home.edit(text)
    const published = await home.client.post(`/api/page/${home.page.id}/publish`, {})
    expect(published.statusCode).toBe(200)
  }
  return { ...home, visitB, editThroughA }
}

/** Milliseconds until B shows `text`; fails past a second. */
async function untilBShows(visitB: () => Promise<{ body: string }>, text: string) {
  const started = performance.now()
  await vi.waitFor(async () => expect((await visitB()).body).toContain(text), {
    timeout: 1000,
    interval: 10,
  })
  return performance.now() - started
}

describe.skipIf(!redisUp)(`several processes with Redis (REDIS_URL=${TEST_REDIS_URL})`, () => {
  const withRedis = (env: Record<string, string> = {}) => ({
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: testRedisPrefix(),
    ...env,
  })

  it('shows an edit published through one process on the other within a second', async () => {
    const processes = await twoProcesses(withRedis())
    const { visitB, editThroughA } = await pageCachedByB(processes)
    await editThroughA('Heute Kuchen')
    expect(await untilBShows(visitB, '<p>Heute Kuchen</p>')).toBeLessThan(1000)
  })

  it('counts the API rate limit of both processes on one counter', async () => {
    const { a, b } = await twoProcesses(withRedis({ API_RATE_LIMIT_PER_MINUTE: '3' }))
    const ask = (app: typeof a.app) => app.inject({ method: 'GET', url: '/api/settings' })
    expect((await ask(a.app)).statusCode).toBe(200)
    expect((await ask(b.app)).statusCode).toBe(200)
    expect((await ask(a.app)).statusCode).toBe(200)
    const fourth = await ask(b.app)
    expect(fourth.statusCode).toBe(429)
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('drops its caches when its lost Redis connection comes back, and hears edits again', async () => {
    const env = withRedis()
    const processes = await twoProcesses(env)
    const { pageCache, logOfB } = processes
    const { visitB, editThroughA } = await pageCachedByB(processes)
    const admin = redisClient()
    // Both processes' subscribers lose their connection, as in a network cut or a Redis restart.
    const clients = String(await admin.call('CLIENT', 'LIST')).split('\n')
    const subscribers = clients.filter((c) => c.includes(` name=${env.REDIS_KEY_PREFIX}bus `))
    expect(subscribers).toHaveLength(2)
    for (const line of subscribers)
      await admin.call('CLIENT', 'KILL', 'ID', /id=(\d+)/.exec(line)![1]!)

    await vi.waitFor(() => expect(pageCache.size).toBe(0), { timeout: 5000 })
    expect(logOfB()).toContainEqual(
      expect.objectContaining({
        msg: 'invalidation events may have been missed: every cache cleared',
        reason: 'the Redis subscriber connected again',
      }),
    )
    await vi.waitFor(async () => {
      await visitB()
      expect(pageCache.size).toBe(1)
    })
    await editThroughA('Nach der Unterbrechung')
    await untilBShows(visitB, '<p>Nach der Unterbrechung</p>')
  })

  it('ignores bad messages on its channel, keeps its pages, and takes the next good one', async () => {
    const env = withRedis()
    const processes = await twoProcesses(env)
    const { pageCache, logOfB } = processes
    const { site } = await pageCachedByB(processes)
    const channel = `${env.REDIS_KEY_PREFIX}invalidation`
    const intruder = redisClient()
    await intruder.publish(channel, 'FLUSHALL')
    await intruder.publish(channel, JSON.stringify({ v: 1, origin: 'x', event: { type: 'all' } }))
    await intruder.publish(
      channel,
      JSON.stringify({ v: 1, origin: 'x', event: { type: 'site-changed', siteId: 'all' } }),
    )
    const dropped = () => logOfB().filter((l) => l.msg === 'invalidation message dropped')
    await vi.waitFor(() => expect(dropped()).toHaveLength(3), { timeout: 2000 })
    expect(dropped().map((l) => l.reason)).toEqual(['not JSON', 'unknown event', 'unknown event'])
    expect(pageCache.size).toBe(1)

    await intruder.publish(
      channel,
      JSON.stringify({ v: 1, origin: 'x', event: { type: 'site-changed', siteId: site.id } }),
    )
    await vi.waitFor(() => expect(pageCache.size).toBe(0), { timeout: 2000 })
  })
})

describe.skipIf(!onPostgres)(
  'several processes on PostgreSQL without Redis (LISTEN/NOTIFY)',
  () => {
    it('shows an edit published through one process on the other within a second', async () => {
      const processes = await twoProcesses()
      const { visitB, editThroughA } = await pageCachedByB(processes)
      await editThroughA('Heute Kuchen')
      expect(await untilBShows(visitB, '<p>Heute Kuchen</p>')).toBeLessThan(1000)
    })

    it('ignores bad notifications and keeps its pages', async () => {
      const processes = await twoProcesses()
      const { a, pageCache, logOfB } = processes
      await pageCachedByB(processes)
      await a.database.exec(`SELECT pg_notify('${POSTGRES_CHANNEL}', 'DROP TABLE pages')`)
      await a.database.exec(
        `SELECT pg_notify('${POSTGRES_CHANNEL}', '{"v":1,"origin":"x","event":{"type":"site-changed"}}')`,
      )
      const dropped = () => logOfB().filter((l) => l.msg === 'invalidation message dropped')
      await vi.waitFor(() => expect(dropped()).toHaveLength(2), { timeout: 2000 })
      expect(pageCache.size).toBe(1)
    })

    it('drops its caches when its listener’s connection comes back, and hears edits again', async () => {
      const processes = await twoProcesses()
      const { a, pageCache, logOfB } = processes
      const { visitB, editThroughA } = await pageCachedByB(processes)
      await a.database.exec(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND query = 'LISTEN ${POSTGRES_CHANNEL}'`)

      await vi.waitFor(() => expect(pageCache.size).toBe(0), { timeout: 5000 })
      expect(logOfB()).toContainEqual(
        expect.objectContaining({ reason: 'the PostgreSQL listener connected again' }),
      )
      await visitB()
      await editThroughA('Nach der Unterbrechung')
      await untilBShows(visitB, '<p>Nach der Unterbrechung</p>')
    })
  },
)
