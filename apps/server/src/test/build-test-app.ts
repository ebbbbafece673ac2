import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { onTestFinished } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { buildApp, type App } from '../app.ts'
import { parseConfig, type Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import type { Clock } from '../lib/clock.ts'
import type { Storage } from '../lib/storage/storage.ts'
import type { PageCache } from '../modules/public/page-cache.ts'
import { createTestDatabase } from './database.ts'

export function buildTestConfig(overrides: Record<string, string> = {}): Config {
  return parseConfig({
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: '',
    LOGIN_MAX_ATTEMPTS_PER_EMAIL: '5',
    LOGIN_MAX_ATTEMPTS_PER_IP: '1000',
    API_RATE_LIMIT_PER_MINUTE: '100000',
    FORM_SUBMIT_LIMIT: '100000',
    ...overrides,
  })
}

export interface TestApp {
  app: App
  database: Database
  config: Config
}

/** An app on its own fresh database; closes itself when the test ends. */
export async function buildTestApp({
  env = {},
  clock,
  storage,
  pageCache,
  serveWeb = false,
  database: shared,
  logLines,
}: {
  env?: Record<string, string>
  /** Serve the back office from env.WEB_DIST_DIR, as the started server does. */
  serveWeb?: boolean
  /** The app's page cache, for tests that look into it. */
  pageCache?: PageCache
  clock?: Clock
  /** Instead of the default local storage under DATA_DIR. */
  storage?: (dataDir: string) => Storage
  /** Another app's database (several server processes on one database); its owner closes it. */
  database?: Database
  /** Collects the app's log lines (JSON) at LOG_LEVEL, which the test then sets. */
  logLines?: string[]
} = {}): Promise<TestApp> {
  // Uploaded files of this test go to a folder of their own, removed when the test ends.
  const dataDir = env.DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'sitewerk-test-data-')))
  onTestFinished(() => rm(dataDir, { recursive: true, force: true }))
  const config = buildTestConfig({ DATA_DIR: dataDir, ...env })
  const database = shared ?? (await createTestDatabase())
  const app = await buildApp({
    config,
    database,
    serveWeb,
    ...(logLines
      ? { logger: { stream: { write: (line: string) => void logLines.push(line) } } }
      : {}),
    ...(clock ? { clock } : {}),
    ...(storage ? { storage: storage(dataDir) } : {}),
    ...(pageCache ? { pageCache } : {}),
  })
  onTestFinished(async () => {
    await app.close()
    if (!shared) await database.close()
  })
  return { app, database, config }
}

/**
 * A cookie jar over `app.inject` that behaves like the SPA: it keeps cookies, fetches the CSRF
 * cookie first and echoes XSRF-TOKEN as X-XSRF-TOKEN (spec §7).
 */
export function createClient(app: App, { organizationId }: { organizationId?: number } = {}) {
  const jar = new Map<string, string>()
  let orgId = organizationId

  const store = (res: LightMyRequestResponse) => {
    for (const c of res.cookies as {
      name: string
      value: string
      maxAge?: number
      expires?: Date
    }[]) {
      const expired =
        c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === ''
      if (expired) jar.delete(c.name)
      else jar.set(c.name, c.value)
    }
  }

  async function request(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    if (!jar.has('XSRF-TOKEN') && method !== 'GET')
      store(await app.inject({ method: 'GET', url: '/api/sanctum/csrf-cookie' }))
    const res = await app.inject({
      method: method as 'GET',
      url,
      cookies: Object.fromEntries(jar),
      headers: {
        accept: 'application/json',
        ...(jar.has('XSRF-TOKEN') ? { 'x-xsrf-token': jar.get('XSRF-TOKEN')! } : {}),
        ...(orgId ? { 'x-organization-id': String(orgId) } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as object }),
    })
    store(res)
    return res
  }

  return {
    jar,
    request,
    get: (url: string, headers?: Record<string, string>) => request('GET', url, undefined, headers),
    post: (url: string, body?: unknown, headers?: Record<string, string>) =>
      request('POST', url, body ?? {}, headers),
    patch: (url: string, body?: unknown, headers?: Record<string, string>) =>
      request('PATCH', url, body ?? {}, headers),
    put: (url: string, body?: unknown, headers?: Record<string, string>) =>
      request('PUT', url, body ?? {}, headers),
    delete: (url: string, headers?: Record<string, string>) =>
      request('DELETE', url, undefined, headers),
    useOrganization: (id: number | undefined) => {
      orgId = id
    },
  }
}

export type TestClient = ReturnType<typeof createClient>
