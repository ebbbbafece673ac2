import { spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, get as httpGet } from 'node:http'
import { Agent } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { connect as tlsConnect } from 'node:tls'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { COOKIES } from '@sitewerk/contracts'
import { connectPostgres, type Database } from '../db/client.ts'
import { domains, jobs, pageVersions } from '../db/schema/index.ts'
import { PUBLISH_SCHEDULE_JOB } from '../modules/publishing/schedules.ts'
import { APP_HOST, httpsVia, SITES_DOMAIN, startCaddy, type Caddy } from '../test/caddy.ts'
import { createComponent } from '../test/factories.ts'
import { freePort } from '../test/free-port.ts'
import { CONTACT } from '../test/forms.ts'
import { atScale, recordFigures, type Figure } from '../test/hardening.ts'
import {
  createPostgresStore,
  killServer,
  ROOT,
  seedAccount,
  send,
  startServer,
  type Account,
  type LiveServer,
  type Store,
} from '../test/live-server.ts'
import { makeImage } from '../test/media.ts'
import { multipart } from '../test/multipart.ts'
import { grantPlan } from '../test/plans.ts'
import { redisIsReachable, testRedisPrefix, TEST_REDIS_URL } from '../test/redis.ts'
import { startS3Server, type S3TestServer } from '../test/s3-server.ts'

/**
 * Issue #20, part 3: deploy/ as it ships. Debian's Caddy with deploy/Caddyfile in front of two
 * compiled Sitewerk processes (`apps/server/dist/main.js`, what sitewerk@.service runs) on one
 * PostgreSQL database, one Redis and one S3 store (s3rver). Every story acts on one process and
 * looks through the other or through Caddy. Short inside `npm test`, more rounds in
 * `npm run test:hardening`. Caddy, PostgreSQL or Redis missing fails the suite: CI installs them.
 */
const API_LIMIT = 300
const SUBMITS = atScale(6, 30)
const KILL_ROUNDS = atScale(1, 3)
const LOAD_CLIENTS = 8

const figures: Figure[] = []
afterAll(() => recordFigures('deployment', 'Deployment: Caddy in front of two processes', figures))

interface Deployment {
  store: Store & { kind: 'postgres' }
  database: Database
  account: Account
  s3: S3TestServer
  servers: [LiveServer, LiveServer]
  env: Record<string, string>
  caddy: Caddy
  cleanup: (() => Promise<unknown>)[]
}
let d: Deployment

async function startProcess(port: number) {
  return startServer(d.store, { compiled: true, port, env: d.env })
}

beforeAll(async () => {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  if (built.status !== 0) throw new Error(`the server did not compile:\n${built.stderr}`)
  if (!(await redisIsReachable()))
    throw new Error(`Redis is not reachable at ${TEST_REDIS_URL}: the deployment test needs it`)
  const dir = await mkdtemp(join(tmpdir(), 'sitewerk-deployment-'))
  const cleanup: (() => Promise<unknown>)[] = [() => rm(dir, { recursive: true, force: true })]
  const pgStore = await createPostgresStore(dir)
  if (!pgStore) throw new Error('PostgreSQL is not reachable at TEST_DATABASE_URL: it is needed')
  cleanup.unshift(() => pgStore.drop())
  const store = pgStore.store as Store & { kind: 'postgres' }
  const account = await seedAccount(store)
  const s3 = await startS3Server(['sitewerk-media'])
  cleanup.unshift(() => s3.close())
  const s3Options = s3.options('sitewerk-media')
  const database = await connectPostgres(store.url)
  cleanup.unshift(() => database.close())
  const env = {
    APP_URL: `https://${APP_HOST}`,
    SITES_DOMAIN,
    TRUST_PROXY: 'true',
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: testRedisPrefix(),
    S3_ENDPOINT: s3Options.endpoint,
    S3_BUCKET: s3Options.bucket,
    S3_REGION: s3Options.region,
    S3_ACCESS_KEY_ID: s3Options.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3Options.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    API_RATE_LIMIT_PER_MINUTE: String(API_LIMIT),
    JOBS_POLL_MS: '200',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    RENDER_WORKERS: '1',
  }
  d = { store, database, account, s3, env, cleanup } as unknown as Deployment
  const ports = [await freePort(), await freePort()]
  // One after the other, as deploy/README.md starts them: the first migrates and seeds.
  const a = await startProcess(ports[0]!)
  cleanup.unshift(() => killServer(d.servers[0]))
  const b = await startProcess(ports[1]!)
  cleanup.unshift(() => killServer(d.servers[1]))
  d.servers = [a, b]
  d.caddy = await startCaddy(dir, [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`])
  cleanup.unshift(() => d.caddy.stop())
}, 300_000)

afterAll(async () => {
  for (const step of d?.cleanup ?? []) await step().catch(() => undefined)
})

const [A, B] = [0, 1] as const
const urlOf = (which: 0 | 1) => d.servers[which].url
const api = (which: 0 | 1, method: string, path: string, body?: unknown, organizationId?: number) =>
  send(urlOf(which), d.account, method, path, { body, organizationId })
const json = <T>(res: { status: number; body: string }, status = 200): T => {
  expect(res.status, res.body).toBe(status)
  return JSON.parse(res.body) as T
}

/** A GET of a site host's page straight from one process (fetch cannot set Host). */
function pageFrom(which: 0 | 1, host: string, path = '/') {
  return new Promise<{ status: number; body: string }>((resolve, reject) =>
    httpGet(`${urlOf(which)}${path}`, { headers: { host } }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    }).on('error', reject),
  )
}

/** An organisation on the Business plan with a site whose published home page shows `text`. */
async function publishedSite(title: string, text: string) {
  const organization = json<{ id: number }>(
    await api(A, 'POST', '/api/organizations', { title }),
    201,
  )
  await grantPlan(d.database, organization.id)
  const site = json<{ id: number; identifier: string }>(
    await api(A, 'POST', '/api/sites', { title }, organization.id),
    201,
  )
  const component = await createComponent(d.database, {
    key: `c-${site.identifier}`,
    organizationId: organization.id,
    form: [{ $formkit: 'text', name: 'text' }] as never,
    template: '<p>{{ text }}</p>',
  })
  const page = json<{ id: number }>(
    await api(
      A,
      'POST',
      '/api/page',
      { site_id: site.id, title: 'Start', url: '', create_article: true },
      organization.id,
    ),
    201,
  )
  const tree = json<{ articles: { sections: { id: number }[] }[] }>(
    await api(A, 'GET', `/api/page/${page.id}`, undefined, organization.id),
  )
  const content = json<{ id: number }>(
    await api(
      A,
      'POST',
      '/api/content',
      { section_id: tree.articles[0]!.sections[0]!.id, component_id: component.id, data: { text } },
      organization.id,
    ),
    201,
  )
  json(await api(A, 'POST', `/api/sites/${site.id}/publish`, {}, organization.id))
  const host = `${site.identifier}.${SITES_DOMAIN}`
  /** Edits the block through A and publishes the page there. */
  const editOnA = async (changed: string) => {
    json(
      await api(
        A,
        'PATCH',
        `/api/content/${content.id}`,
        { data: { text: changed } },
        organization.id,
      ),
    )
    json(await api(A, 'POST', `/api/page/${page.id}/publish`, {}, organization.id))
  }
  return { organizationId: organization.id, site, page, host, editOnA }
}

describe('Caddy in front of two Sitewerk processes (deploy/)', () => {
  it('a session made on A works on B and through Caddy', async () => {
    const csrf = await fetch(`${urlOf(A)}/api/sanctum/csrf-cookie`)
    const cookies = csrf.headers.getSetCookie().map((c) => c.split(';')[0]!)
    const xsrf = cookies.find((c) => c.startsWith(`${COOKIES.xsrf.name}=`))!.split('=')[1]!
    const login = await fetch(`${urlOf(A)}/api/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: cookies.join('; '),
        'x-xsrf-token': decodeURIComponent(xsrf),
      },
      body: JSON.stringify({ email: d.account.email, password: d.account.password }),
    })
    expect(login.status, await login.clone().text()).toBe(200)
    const session = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith(`${COOKIES.session.name}=`))!
    const onB = await fetch(`${urlOf(B)}/api/user`, { headers: { cookie: session } })
    expect(onB.status).toBe(200)
    expect(((await onB.json()) as { email: string }).email).toBe(d.account.email)
    // Through Caddy (round robin): every request finds the session, whichever process answers.
    const agent = new Agent({ keepAlive: true })
    for (let i = 0; i < 4; i++) {
      const res = await httpsVia(d.caddy, APP_HOST, 'GET', '/api/user', {
        headers: { cookie: session },
        agent,
      })
      expect(res.status).toBe(200)
    }
    agent.destroy()
  })

  it('shows an edit made on A on B’s public page within a second', async () => {
    const { host, editOnA } = await publishedSite('Bäckerei Eins', 'Frische Brötchen')
    // B's first render starts its worker: seconds on a busy machine.
    await vi.waitFor(
      async () => expect((await pageFrom(B, host)).body).toContain('Frische Brötchen'),
      { timeout: 15_000, interval: 100 },
    )
    // B keeps the page in its cache now; the edit on A must reach it through Redis.
    await pageFrom(B, host)
    await editOnA('Heute Kuchen')
    const published = performance.now()
    await vi.waitFor(
      async () => expect((await pageFrom(B, host)).body).toContain('<p>Heute Kuchen</p>'),
      { timeout: 1000, interval: 10 },
    )
    const ms = Math.round(performance.now() - published)
    figures.push({
      measure: 'edit on A seen on B after',
      value: `${ms} ms`,
      target: '< 1 s',
      met: ms < 1000,
    })
    // And through Caddy, over TLS for the site's address.
    const viaCaddy = await httpsVia(d.caddy, host, 'GET', '/')
    expect(viaCaddy.status).toBe(200)
    expect(viaCaddy.body.toString()).toContain('<p>Heute Kuchen</p>')
  })

  it('counts one API rate limit across both processes', async () => {
    // A client address of its own (127.0.0.2), which Caddy forwards as X-Forwarded-For.
    const agent = new Agent({ keepAlive: false })
    const statuses: number[] = []
    for (let i = 0; i < API_LIMIT + 4; i++) {
      const res = await httpsVia(d.caddy, APP_HOST, 'GET', '/api/settings', {
        agent,
        localAddress: '127.0.0.2',
      })
      statuses.push(res.status)
    }
    agent.destroy()
    const ok = statuses.filter((s) => s === 200).length
    const limited = statuses.filter((s) => s === 429).length
    expect({ ok, limited }).toEqual({ ok: API_LIMIT, limited: 4 })
    // Both processes answered: each counted alone, the limit would have let all through.
    const answered = await Promise.all(
      [A, B].map(async (which) => {
        const text = await (await fetch(`${urlOf(which)}/metrics`)).text()
        return [
          ...text.matchAll(
            /sitewerk_http_requests_total\{[^}]*route="\/api\/settings"[^}]*\} (\d+)/g,
          ),
        ]
          .map((m) => Number(m[1]))
          .reduce((sum, n) => sum + n, 0)
      }),
    )
    expect(answered.every((n) => n > API_LIMIT / 4)).toBe(true)
    figures.push({
      measure: `API limit ${API_LIMIT}/min over both processes`,
      value: `${ok} answered, then 429 (A ${answered[0]}, B ${answered[1]} requests)`,
      target: `${API_LIMIT}`,
      met: ok === API_LIMIT,
    })
  })

  it('runs each job once: every form submit reaches its webhook exactly once', async () => {
    const deliveries: string[] = []
    const receiver = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        deliveries.push(body)
        res.end('ok')
      })
    })
    const port = await freePort()
    await new Promise<void>((resolve) => receiver.listen(port, '127.0.0.1', resolve))
    try {
      const { site, host, organizationId } = await publishedSite('Bäckerei Zwei', 'Kontakt')
      const form = json<{ id: number }>(
        await api(
          A,
          'POST',
          '/api/forms',
          {
            site_id: site.id,
            title: 'Kontakt',
            schema: CONTACT,
            webhook_url: `http://127.0.0.1:${port}/hook`,
          },
          organizationId,
        ),
        201,
      )
      for (let i = 0; i < SUBMITS; i++) {
        const res = await httpsVia(d.caddy, host, 'POST', `/form/submit/${form.id}`, {
          headers: { 'content-type': 'application/json', 'accept-language': 'de' },
          body: JSON.stringify({ data: { name: `Gast ${i}`, email: `gast${i}@example.test` } }),
        })
        expect(res.status, res.body.toString()).toBeLessThan(300)
      }
      await vi.waitFor(() => expect(deliveries.length).toBeGreaterThanOrEqual(SUBMITS), {
        timeout: 20_000,
        interval: 100,
      })
      // Both processes poll every 200 ms: give a second taker time to show itself.
      await new Promise((r) => setTimeout(r, 1500))
      const entries = deliveries.map((body) => (JSON.parse(body) as { entry_id: number }).entry_id)
      expect(entries.length).toBe(SUBMITS)
      expect(new Set(entries).size).toBe(SUBMITS)
      figures.push({
        measure: `webhook jobs of ${SUBMITS} submits, two processes polling`,
        value: `${deliveries.length} deliveries`,
        target: `${SUBMITS}`,
        met: deliveries.length === SUBMITS,
      })
    } finally {
      receiver.close()
    }
  })

  it('fires a scheduled publish once, and B shows it', async () => {
    const { site, host, organizationId } = await publishedSite('Bäckerei Drei', 'Start')
    const page = json<{ id: number }>(
      await api(
        A,
        'POST',
        '/api/page',
        { site_id: site.id, title: 'Neu', url: 'neu', create_article: true },
        organizationId,
      ),
      201,
    )
    expect((await pageFrom(B, host, '/neu')).status).toBe(404)
    const runAt = new Date(Date.now() + 2500).toISOString().slice(0, 19).replace('T', ' ')
    json(
      await api(
        A,
        'POST',
        `/api/sites/${site.id}/schedules`,
        { page_id: page.id, run_at: runAt, note: 'Neu am Morgen' },
        organizationId,
      ),
      201,
    )
    await vi.waitFor(async () => expect((await pageFrom(B, host, '/neu')).status).toBe(200), {
      timeout: 15_000,
      interval: 100,
    })
    await new Promise((r) => setTimeout(r, 1500))
    const [versions] = await d.database.db
      .select({ n: count() })
      .from(pageVersions)
      .where(eq(pageVersions.pageId, page.id))
    expect(versions!.n).toBe(1)
    const ran = await d.database.db
      .select({ attempts: jobs.attempts, state: jobs.state })
      .from(jobs)
      .where(eq(jobs.kind, PUBLISH_SCHEDULE_JOB))
    expect(ran).toEqual([{ attempts: 1, state: 'done' }])
  })

  it('serves an upload made on A from B, out of the S3 store', async () => {
    const organization = json<{ id: number }>(
      await api(A, 'POST', '/api/organizations', { title: 'Bäckerei Vier' }),
      201,
    )
    const png = await makeImage('png')
    const form = multipart([
      { name: 'namespace', value: 'media' },
      { name: 'file', filename: 'brot.png', content: png, type: 'image/png' },
    ])
    const { session } = d.account
    const auth = {
      cookie: `${COOKIES.session.name}=${session.token}; ${COOKIES.xsrf.name}=${session.csrfToken}`,
      'x-xsrf-token': session.csrfToken,
      'x-organization-id': String(organization.id),
    }
    const uploaded = await fetch(`${urlOf(A)}/api/media/upload`, {
      method: 'POST',
      headers: { ...form.headers, ...auth },
      body: form.body,
    })
    expect(uploaded.status, await uploaded.clone().text()).toBe(201)
    const file = (await uploaded.json()) as { url: string }
    const onB = await fetch(new URL(new URL(file.url, urlOf(A)).pathname, urlOf(B)), {
      headers: auth,
    })
    expect(onB.status).toBe(200)
    expect(Buffer.from(await onB.arrayBuffer()).equals(png)).toBe(true)
  })

  it('gets a certificate from Caddy’s CA for a verified custom domain, none for an unknown one', async () => {
    const { site, organizationId } = await publishedSite('Bäckerei Fünf', 'Eigene Adresse')
    const name = 'www.baeckerei-fuenf.test'
    const added = json<{ id: number }>(
      await api(A, 'POST', `/api/sites/${site.id}/domains`, { domain: name }, organizationId),
      201,
    )
    const handshake = (servername: string) =>
      new Promise<{ ok: boolean; names?: string; error?: string }>((resolve) => {
        const socket = tlsConnect({
          host: '127.0.0.1',
          port: d.caddy.httpsPort,
          servername,
          ca: d.caddy.rootCa,
        })
        socket.once('secureConnect', () => {
          resolve({ ok: socket.authorized, names: socket.getPeerCertificate().subjectaltname })
          socket.end()
        })
        socket.once('error', (error) => resolve({ ok: false, error: error.message }))
      })
    // Not verified yet: Caddy asks, Sitewerk says no, no certificate.
    expect((await handshake(name)).ok).toBe(false)
    // Verified (the DNS TXT check is domains.test's story): the next handshake gets one.
    await d.database.db
      .update(domains)
      .set({ verifiedAt: new Date() })
      .where(eq(domains.id, added.id))
    const issued = await handshake(name)
    expect(issued).toMatchObject({ ok: true, names: `DNS:${name}` })
    const page = await httpsVia(d.caddy, name, 'GET', '/')
    expect(page.status).toBe(200)
    expect(page.body.toString()).toContain('Eigene Adresse')
    expect((await handshake('unbekannt.example.test')).ok).toBe(false)
    // The question itself is not reachable through Caddy.
    const asked = await httpsVia(d.caddy, APP_HOST, 'GET', `/internal/tls/ask?domain=${name}`)
    expect(asked.status).toBe(404)
  })

  it('carries one request id from Caddy to Sitewerk and back', async () => {
    const generated = await httpsVia(d.caddy, APP_HOST, 'GET', '/api/settings')
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    const kept = await httpsVia(d.caddy, APP_HOST, 'GET', '/api/settings', {
      headers: { 'x-request-id': 'probe-4711' },
    })
    expect(kept.headers['x-request-id']).toBe('probe-4711')
  })

  it(`loses no request Caddy can retry when a process is killed (${KILL_ROUNDS} rounds)`, async () => {
    const { host } = await publishedSite('Bäckerei Sechs', 'Immer da')
    let answered = 0
    const failed: string[] = []
    for (let round = 0; round < KILL_ROUNDS; round++) {
      const victim = (round % 2) as 0 | 1
      let stop = false
      const agent = new Agent({ keepAlive: true, maxSockets: LOAD_CLIENTS })
      const clients = Array.from({ length: LOAD_CLIENTS }, async () => {
        while (!stop) {
          const res = await httpsVia(d.caddy, host, 'GET', '/', { agent })
          if (res.status === 200 && res.body.toString().includes('Immer da')) answered++
          else failed.push(`${res.status} ${res.error ?? ''}`)
        }
      })
      await new Promise((r) => setTimeout(r, 1000))
      d.servers[victim].process.kill('SIGKILL')
      await d.servers[victim].exited
      await new Promise((r) => setTimeout(r, 2000))
      // A new request after the kill goes to the process that is left.
      const after = await httpsVia(d.caddy, APP_HOST, 'GET', '/api/settings', { agent })
      expect(after.status).toBe(200)
      stop = true
      await Promise.all(clients)
      agent.destroy()
      if (round === KILL_ROUNDS - 1) break
      d.servers[victim] = await startProcess(d.servers[victim].port)
      // Caddy's active health check (every 2 s) takes it back.
      await new Promise((r) => setTimeout(r, 2500))
    }
    expect(failed).toEqual([])
    figures.push({
      measure: `GETs through Caddy while a process was killed -9 (${KILL_ROUNDS} rounds, ${LOAD_CLIENTS} clients)`,
      value: `${answered} answered, ${failed.length} lost`,
      target: '0 lost',
      met: failed.length === 0,
    })
  })
})
