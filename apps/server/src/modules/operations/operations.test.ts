import { spawnSync } from 'node:child_process'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { jobs } from '../../db/schema/index.ts'
import { createS3Storage } from '../../lib/storage/s3-storage.ts'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { createTestDatabase } from '../../test/database.ts'
import { startRedisServer } from '../../test/redis.ts'
import { startS3Server } from '../../test/s3-server.ts'
import { siteWithTemplate } from '../../test/site-pages.ts'

/** Probes, metrics and request ids (issue #20, part 4; decision 035). */
const onPostgres = process.env.TEST_DB === 'postgres'
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0
if (!hasRedisServer && process.env.CI) throw new Error('CI needs redis-server (apt redis-server)')
if (!hasRedisServer)
  process.emitWarning('redis-server is not installed: its readiness test is skipped')

const get = (
  testApp: TestApp,
  url: string,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
) => testApp.app.inject({ method: 'GET', url, ...options })

describe('liveness and readiness', () => {
  it('is alive and ready with its database and storage answering', async () => {
    const testApp = await buildTestApp()
    const alive = await get(testApp, '/healthz')
    expect(alive.statusCode).toBe(200)
    expect(alive.json()).toEqual({ status: 'ok' })
    const ready = await get(testApp, '/readyz')
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } })
  })

  it('stays alive but not ready without its database, and says only which dependency failed', async () => {
    const database = await createTestDatabase()
    const testApp = await buildTestApp({ database })
    await database.close()
    expect((await get(testApp, '/healthz')).statusCode).toBe(200)
    const ready = await get(testApp, '/readyz')
    expect(ready.statusCode).toBe(503)
    expect(ready.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'failed', storage: 'ok' },
    })
  })

  it.skipIf(!hasRedisServer)(
    'reports a stopped Redis by name, without its address, and keeps answering the API',
    async () => {
      const redis = await startRedisServer()
      const testApp = await buildTestApp({ env: { REDIS_URL: redis.url } })
      expect((await get(testApp, '/readyz')).json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', redis: 'ok', storage: 'ok' },
      })
      await redis.stop()
      const ready = await get(testApp, '/readyz')
      expect(ready.statusCode).toBe(503)
      expect(ready.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', redis: 'failed', storage: 'ok' },
      })
      expect(ready.body).not.toContain(new URL(redis.url).port)
      // The API limit's counters are out of reach: requests pass uncounted rather than fail.
      expect((await get(testApp, '/api/settings')).statusCode).toBe(200)
    },
  )

  it('reports an S3 store it cannot reach', async () => {
    const s3 = await startS3Server(['media'])
    const testApp = await buildTestApp({ storage: () => createS3Storage(s3.options('media')) })
    expect((await get(testApp, '/readyz')).statusCode).toBe(200)
    await s3.close()
    const ready = await get(testApp, '/readyz')
    expect(ready.statusCode).toBe(503)
    expect(ready.json().checks).toEqual({ database: 'ok', storage: 'failed' })
  })

  it('is not ready once a shutdown began, and takes no job while its requests finish', async () => {
    const testApp = await buildTestApp({ env: { JOBS_POLL_MS: '20' } })
    const { db } = testApp.database
    const enqueue = async () =>
      (await db.insert(jobs).values({ kind: 'nobody-runs-this', payload: {} }).returning())[0]!
    const stateOf = async (id: number) =>
      (await db.select().from(jobs).where(eq(jobs.id, id)))[0]!.state
    const before = await enqueue()
    await vi.waitFor(async () => expect(await stateOf(before.id)).toBe('failed'))

    await testApp.app.stopTakingWork()
    const during = await enqueue()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await stateOf(during.id)).toBe('queued')
    expect((await get(testApp, '/healthz')).statusCode).toBe(200)
    const ready = await get(testApp, '/readyz')
    expect(ready.statusCode).toBe(503)
    expect(ready.json().status).toBe('draining')
  })
})

describe('Prometheus metrics', () => {
  it('counts requests by route pattern, the page cache, renders and the job queue', async () => {
    const testApp = await buildTestApp()
    const { visit } = await siteWithTemplate(testApp, { title: 'Zähler', template: '<p>Hallo</p>' })
    await visit('/')
    await visit('/')
    await get(testApp, '/api/page/4711')
    const metrics = await get(testApp, '/metrics')
    expect(metrics.statusCode).toBe(200)
    expect(metrics.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = metrics.body
    expect(text).toContain(
      'sitewerk_http_requests_total{method="GET",route="site",status_code="200"} 2',
    )
    expect(text).toContain(
      'sitewerk_http_requests_total{method="GET",route="/api/page/:id",status_code="401"} 1',
    )
    expect(text).toMatch(
      /sitewerk_http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="site"/,
    )
    const series = [
      'sitewerk_page_cache_hits_total 1',
      'sitewerk_page_cache_misses_total 1',
      'sitewerk_page_cache_hit_ratio 0.5',
      'sitewerk_render_queue_length 0',
      'sitewerk_render_queue_wait_seconds_count 1',
      'sitewerk_render_duration_seconds_count 1',
      'sitewerk_job_queue_depth{state="due"} 0',
      '# TYPE sitewerk_db_pool_connections gauge',
      'process_cpu_seconds_total',
    ]
    expect(series.filter((line) => !text.includes(line))).toEqual([])
  })

  it.skipIf(!onPostgres)('shows the database pool’s use on PostgreSQL', async () => {
    const testApp = await buildTestApp()
    const text = (await get(testApp, '/metrics')).body
    expect(text).toMatch(/sitewerk_db_pool_connections\{state="total"\} [1-9]/)
    expect(text).toMatch(/sitewerk_db_pool_connections\{state="waiting"\} 0/)
  })

  it('answers a scraper on this machine only, not one through a proxy or from elsewhere', async () => {
    const testApp = await buildTestApp()
    expect((await get(testApp, '/metrics')).statusCode).toBe(200)
    expect((await get(testApp, '/metrics', { remoteAddress: '203.0.113.9' })).statusCode).toBe(403)
    const proxied = await get(testApp, '/metrics', {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    })
    expect(proxied.statusCode).toBe(403)
    expect(proxied.body).not.toContain('sitewerk_')
  })

  it('answers whoever brings METRICS_TOKEN, and nobody else', async () => {
    const token = 'm'.repeat(40)
    const testApp = await buildTestApp({ env: { METRICS_TOKEN: token } })
    const outside = { remoteAddress: '203.0.113.9' }
    const without = await get(testApp, '/metrics', outside)
    expect(without.statusCode).toBe(401)
    expect(without.headers['www-authenticate']).toBe('Bearer realm="metrics"')
    expect(
      (
        await get(testApp, '/metrics', {
          ...outside,
          headers: { authorization: `Bearer ${token}x` },
        })
      ).statusCode,
    ).toBe(401)
    expect((await get(testApp, '/metrics')).statusCode).toBe(401)
    const right = await get(testApp, '/metrics', {
      ...outside,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(right.statusCode).toBe(200)
    expect(right.body).toContain('sitewerk_http_requests_total')
  })
})

describe('request ids', () => {
  it('keeps a sane X-Request-Id from the proxy, answers with it and writes it into every log line of the request', async () => {
    const logLines: string[] = []
    const testApp = await buildTestApp({ env: { LOG_LEVEL: 'warn' }, logLines })
    // A block whose template fails: the page is sent without it, and a service logs a warning.
    const { visit } = await siteWithTemplate(testApp, {
      title: 'Protokoll',
      template: '{{ "x" | no_such_filter }}',
    })
    logLines.length = 0
    const res = await visit('/', 3000, { 'x-request-id': 'edge-7f3a.4711' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-request-id']).toBe('edge-7f3a.4711')
    const lines = () => logLines.map((line) => JSON.parse(line) as { msg: string; reqId?: string })
    // The warning follows the answer (it waits to know whether the editors were told already).
    await vi.waitFor(() =>
      expect(lines().map((l) => l.msg)).toContain(
        'page rendered without some of its blocks; not cached',
      ),
    )
    expect(lines().every((l) => l.reqId === 'edge-7f3a.4711')).toBe(true)
    expect((await visit('/')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it.each([
    ['too long', 'a'.repeat(129)],
    ['spaces', 'a b'],
    ['two headers joined', 'abc, def'],
    ['a line break', 'abc\u2028def'],
  ])('replaces an X-Request-Id with %s by one of its own', async (_what, incoming) => {
    const testApp = await buildTestApp()
    const res = await get(testApp, '/healthz', { headers: { 'x-request-id': incoming } })
    expect(res.headers['x-request-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    )
  })
})
