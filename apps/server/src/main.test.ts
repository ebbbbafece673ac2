import { spawnSync } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { Agent, get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import {
  createOrganizationWithSite,
  killServer,
  ROOT,
  seedAccount,
  send,
  startServer,
  type Store,
} from './test/live-server.ts'

/** The processes `pid` started (Linux /proc): a compiled server should have none. */
async function childProcessesOf(pid: number) {
  const children: string[] = []
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '')
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    if (ppid === pid) children.push(stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')))
  }
  return children
}

describe('the server process (main.ts)', () => {
  it('answers every request in flight when it gets SIGTERM, then stops with the database closed', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sitewerk-shutdown-'))
    onTestFinished(() => rm(dataDir, { recursive: true, force: true }))
    const store: Store = { kind: 'pglite', dataDir }
    const account = await seedAccount(store)
    const server = await startServer(store, { env: { SHUTDOWN_TIMEOUT_SECONDS: '60' } })
    onTestFinished(() => killServer(server))
    const { organizationId, siteId } = await createOrganizationWithSite(
      server.url,
      account,
      'Drain',
    )

    // Keep-alive connections that were used before: the ones the outside test saw reset.
    const agent = new Agent({ keepAlive: true })
    onTestFinished(() => agent.destroy())
    const inFlight = 28
    const warm = await Promise.all(
      Array.from({ length: inFlight }, () =>
        send(server.url, account, 'GET', `/api/sites/${siteId}/pages`, { organizationId, agent }),
      ),
    )
    expect(warm.map((r) => r.status)).toEqual(Array(inFlight).fill(200))

    let sent = 0
    let allSent = () => {}
    const everySent = new Promise<void>((resolve) => (allSent = resolve))
    const writes = Array.from({ length: inFlight }, (_, i) =>
      send(server.url, account, 'POST', '/api/page', {
        body: { site_id: siteId, title: `Page ${i}`, url: `page-${i}`, create_article: true },
        organizationId,
        agent,
        onSent: () => ++sent === inFlight && allSent(),
      }),
    )
    await everySent // every request is written to its socket; the server has answered few or none
    server.process.kill('SIGTERM')
    const results = await Promise.all(writes)

    expect(results.map((r) => r.error ?? r.status)).toEqual(Array(inFlight).fill(201))
    expect(await server.exited).toEqual({ code: 0, signal: null })
    expect(server.output()).not.toMatch(/error/i)

    // What was acknowledged is there after the next start.
    const again = await startServer(store)
    onTestFinished(() => killServer(again))
    const pages = await send(again.url, account, 'GET', `/api/sites/${siteId}/pages`, {
      organizationId,
    })
    const urls = (JSON.parse(pages.body) as { url: string }[]).map((p) => p.url)
    expect(urls).toEqual(expect.arrayContaining(results.map((_, i) => `page-${i}`)))
  }, 120_000)

  it('answers every queued SCSS compile when it gets SIGTERM: compiled, or 503 with Retry-After, never cut', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sitewerk-shutdown-scss-'))
    onTestFinished(() => rm(dataDir, { recursive: true, force: true }))
    const store: Store = { kind: 'pglite', dataDir }
    const account = await seedAccount(store)
    // One compile runs at a time per organisation and 4 wait (decision 014): waiting their turn,
    // they would take 5 × 3 s, past the 10 s the drain waits. The drain's bound is generous so that
    // a busy machine's slow reading of a request is not mistaken for a cut.
    const server = await startServer(store, {
      env: { SHUTDOWN_TIMEOUT_SECONDS: '10', SCSS_TIMEOUT_MS: '3000' },
    })
    onTestFinished(() => killServer(server))
    const { organizationId } = await createOrganizationWithSite(server.url, account, 'Stil')

    const compiles = 5
    let sent = 0
    let allSent = () => {}
    const everySent = new Promise<void>((resolve) => (allSent = resolve))
    const requests = Array.from({ length: compiles }, (_, i) => {
      const value = encodeURIComponent(`/* ${i} */ $i: 0; @while true { $i: $i + 1; }`)
      return send(server.url, account, 'GET', `/api/component/style/parse?value=${value}`, {
        organizationId,
        onSent: () => ++sent === compiles && allSent(),
      })
    })
    await everySent
    await new Promise((resolve) => setTimeout(resolve, 300)) // read by the server, queued
    server.process.kill('SIGTERM')
    const results = await Promise.all(requests)

    // A compile that ran ends with its time-limit error (422), one at a time for the organisation;
    // the waiting ones hear 503 (on a busy machine the first may not have started: 503 too).
    // None is cut.
    const answers = results.map((r) => r.error ?? r.status)
    expect(answers.filter((a) => a !== 422 && a !== 503)).toEqual([])
    expect(answers.filter((a) => a === 503).length).toBeGreaterThanOrEqual(compiles - 1)
    for (const result of results.filter((r) => r.status === 503))
      expect(Number(result.headers?.['retry-after'])).toBeGreaterThan(0)
    expect(await server.exited).toEqual({ code: 0, signal: null })
  }, 60_000)

  it('runs compiled with plain node (npm start): starts without the packages it is not configured for, answers the API, renders a public page in its worker, and stops on SIGTERM', async () => {
    const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
    expect(built.status, built.stderr).toBe(0)
    const dataDir = await mkdtemp(join(tmpdir(), 'sitewerk-compiled-'))
    onTestFinished(() => rm(dataDir, { recursive: true, force: true }))
    const store: Store = { kind: 'pglite', dataDir }
    const account = await seedAccount(store)
    const recorded = join(dataDir, 'packages.txt')
    const server = await startServer(store, {
      compiled: true,
      nodeArgs: ['--import', './apps/server/src/test/record-packages.mjs'],
      env: { RECORD_PACKAGES_FILE: recorded },
    })
    onTestFinished(() => killServer(server))

    // Issue #18: a start on PGlite without Redis, S3, Stripe or SMTP loads none of their clients,
    // nor what only uploads, saves and images need, nor Fastify's ajv (zod checks every route).
    server.process.kill('SIGUSR2')
    await expect
      .poll(() => readFile(recorded, 'utf8').catch(() => ''), { timeout: 10_000 })
      .not.toBe('')
    const loaded = (await readFile(recorded, 'utf8')).split('\n')
    expect(loaded).toEqual(expect.arrayContaining(['@electric-sql/pglite', 'pino']))
    // Fastify, zod, Drizzle and liquidjs come with the bundle, not one file at a time (decision 050).
    expect(
      loaded.filter((name) => ['fastify', 'zod', 'drizzle-orm', 'liquidjs'].includes(name)),
    ).toEqual([])
    const lazy = [
      ...['pg', 'ioredis', '@aws-sdk/client-s3', 'stripe', 'nodemailer'],
      ...['sharp', 'sanitize-html', '@xmldom/xmldom', 'saxes', 'ajv'],
    ]
    expect(loaded.filter((name) => lazy.includes(name))).toEqual([])

    const settings = await fetch(`${server.url}/api/settings`)
    expect(settings.status).toBe(200)
    const { organizationId, siteId } = await createOrganizationWithSite(
      server.url,
      account,
      'Compiled',
    )
    const site = await send(server.url, account, 'GET', `/api/sites/${siteId}`, { organizationId })
    const siteHost = new URL((JSON.parse(site.body) as { url: string }).url).hostname
    // The site's home page, rendered by the compiled render worker (a 404 page when it has none).
    const page = await new Promise<{ status: number; body: string }>((resolve, reject) =>
      get(`${server.url}/`, { headers: { host: siteHost } }, (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      }).on('error', reject),
    )
    expect([200, 404]).toContain(page.status)
    expect(page.body).toMatch(/^<!doctype html>/i)
    // The form island was bundled by the build: nothing (esbuild's service) runs beside it.
    expect(await childProcessesOf(server.process.pid!)).toEqual([])

    server.process.kill('SIGTERM')
    expect(await server.exited).toEqual({ code: 0, signal: null })
    expect(server.output()).not.toMatch(/error|tsx/i)
  }, 90_000)
})
