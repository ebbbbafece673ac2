import { request } from 'node:http'
import { describe, expect, it, vi } from 'vitest'
import { gracefulShutdown } from '../../lib/graceful-shutdown.ts'
import { buildTestApp } from '../../test/build-test-app.ts'
import { homeWithBlock, publishSite } from '../../test/publishing.ts'
import { createPageCache } from './page-cache.ts'

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** One request over a real socket: the early answer sits in front of Fastify's handler. */
function over(port: number, path: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    request({ port, host: '127.0.0.1', path, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
      .on('error', reject)
      .end()
  })
}

/** The headers a client compares: everything but the date and the request's own id. */
const comparable = (headers: Record<string, unknown>) => {
  const { date: _date, 'x-request-id': _id, connection: _c, 'keep-alive': _k, ...rest } = headers
  return rest
}

async function listeningSite() {
  const pageCache = createPageCache()
  const testApp = await buildTestApp({ pageCache })
  // As main.ts does, before the app is ready.
  const shutdown = gracefulShutdown(testApp.app, { timeoutMs: 2000, quietMs: 50 })
  const { client, site } = await homeWithBlock(testApp)
  await publishSite(client, site.id)
  await testApp.app.listen({ port: 0, host: '127.0.0.1' })
  const port = (testApp.app.server.address() as { port: number }).port
  const host = `${site.identifier}.localhost:3000`
  const throughFastify = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    testApp.app.inject({ method: method as 'GET', url: path, headers: { host, ...headers } })
  const early = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    over(port, path, { host, ...headers }, method)
  return { testApp, pageCache, port, host, throughFastify, early, shutdown }
}

describe('a cached page is answered before the framework (decision 065, issue #33)', () => {
  it('sends the same status, body and headers as the site host’s route, with its own request id', async () => {
    const { pageCache, throughFastify, early } = await listeningSite()
    const hit = vi.spyOn(pageCache, 'hit')
    for (const encoding of ['br', 'gzip', 'identity']) {
      const headers = { 'accept-encoding': encoding }
      const routed = await throughFastify('/', headers) // renders, caches, makes this encoding
      const before = hit.mock.calls.length
      const answered = await early('/', headers)
      expect(hit.mock.calls.length, encoding).toBe(before + 1)
      expect(answered.status).toBe(200)
      expect(answered.body.equals(routed.rawPayload), encoding).toBe(true)
      expect(comparable(answered.headers)).toEqual(comparable(routed.headers))
      expect(answered.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    }
    // A proxy's sane request id is kept, as Fastify's path keeps it.
    const traced = await early('/', { 'x-request-id': 'trace-42' })
    expect(traced.headers['x-request-id']).toBe('trace-42')
  })

  it('answers a validator it holds with 304 and a HEAD without a body, as the route does', async () => {
    const { throughFastify, early } = await listeningSite()
    const page = await throughFastify('/', { 'accept-encoding': 'br' })
    const etag = String(page.headers.etag)
    const routed304 = await throughFastify('/', { 'accept-encoding': 'br', 'if-none-match': etag })
    const early304 = await early('/', { 'accept-encoding': 'br', 'if-none-match': etag })
    expect([routed304.statusCode, early304.status]).toEqual([304, 304])
    expect(comparable(early304.headers)).toEqual(comparable(routed304.headers))

    const head = await early('/', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.headers['content-length']).toBe(String(page.rawPayload.length))
  })

  it('counts what it answers in the metrics, as every other answer', async () => {
    const { testApp, throughFastify, early } = await listeningSite()
    await throughFastify('/', { 'accept-encoding': 'br' })
    const count = async () => {
      const text = (await testApp.app.inject({ url: '/metrics' })).body
      const line =
        /sitewerk_http_requests_total\{method="GET",route="site",status_code="200"\} (\d+)/.exec(
          text,
        )
      return Number(line?.[1] ?? 0)
    }
    const before = await count()
    for (let i = 0; i < 3; i++) await early('/', { 'accept-encoding': 'br' })
    expect(await count()).toBe(before + 3)
  })

  it('leaves to Fastify what it cannot answer whole: a page not cached, a form, the back office', async () => {
    const { pageCache, early, port } = await listeningSite()
    const hit = vi.spyOn(pageCache, 'hit')
    // Not cached yet: rendered by the route, then cached.
    const first = await early('/', { 'accept-encoding': 'br' })
    expect(first.status).toBe(200)
    const missing = await early('/gibt-es-nicht', {})
    expect(missing.status).toBe(404)
    const form = await early('/form/999999', {})
    expect(form.status).toBe(404)
    const backOffice = await over(port, '/api/settings', { host: 'localhost:3000' })
    expect(backOffice.status).toBe(200)
    expect(hit.mock.results.filter((r) => r.value !== undefined)).toHaveLength(0)
    // The page the route cached is answered early from now on.
    await early('/', { 'accept-encoding': 'br' })
    expect(hit.mock.results.filter((r) => r.value !== undefined)).toHaveLength(1)
  })

  it('stops answering early when a shutdown begins, so each answer closes its connection', async () => {
    const { shutdown, throughFastify, early } = await listeningSite()
    await throughFastify('/', { 'accept-encoding': 'br' })
    expect((await early('/', { 'accept-encoding': 'br' })).headers.connection).toBe('keep-alive')
    const drained = shutdown.drain()
    const during = await early('/', { 'accept-encoding': 'br' })
    expect(during.status).toBe(200)
    expect(during.headers.connection).toBe('close')
    await drained
  })
})
