import { PGlite } from '@electric-sql/pglite'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject, onTestFinished } from 'vitest'
import { randomBytes } from 'node:crypto'
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { COOKIES } from '@sitewerk/contracts'
import { parseConfig } from '../config.ts'
import { users } from '../db/schema/index.ts'
import { openDatabase } from '../db/open-database.ts'
import { systemClock } from '../lib/clock.ts'
import { hashPassword } from '../lib/tokens.ts'
import { createSessionStore } from '../modules/auth/session-store.ts'
import { testDatabaseUrl } from './database.ts'
import { freePort } from './free-port.ts'
import type { Figure } from './hardening.ts'

/**
 * The real server as a child process (`node --import tsx apps/server/src/main.ts`, or the compiled
 * `apps/server/dist/main.js` as `npm start` runs it), for the suites that need signals, kill -9
 * and restarts (issue 12: faults, backups, shutdown).
 */
export const ROOT = fileURLToPath(new URL('../../../../', import.meta.url))

/** Where a live server keeps its data: a PGlite folder, or a PostgreSQL database. */
export type Store =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; dataDir: string }

export function storeEnv(store: Store): Record<string, string> {
  return store.kind === 'postgres'
    ? { DATA_DIR: store.dataDir, DATABASE_URL: store.url }
    : { DATA_DIR: store.dataDir }
}

export interface LiveServer {
  url: string
  port: number
  process: ChildProcess
  /** Resolves when the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** What the process printed so far (stdout and stderr). */
  output(): string
  /** Time from spawn to the first answer, in ms. */
  startMs: number
}

export async function startServer(
  store: Store,
  {
    env = {},
    port,
    compiled = false,
    nodeArgs = [],
  }: {
    env?: Record<string, string>
    port?: number
    /** Runs apps/server/dist/main.js (scripts/build-server.mjs) with plain node, as `npm start`. */
    compiled?: boolean
    /** Options for node before the script (a preload). */
    nodeArgs?: string[]
  } = {},
): Promise<LiveServer> {
  const chosenPort = port ?? (await freePort())
  const url = `http://127.0.0.1:${chosenPort}`
  const started = Date.now()
  // One node process, with the tsx loader or the compiled server.
  const args = [
    ...nodeArgs,
    ...(compiled ? ['apps/server/dist/main.js'] : ['--import', 'tsx', 'apps/server/src/main.ts']),
  ]
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(chosenPort),
      HOST: '127.0.0.1',
      APP_URL: `http://localhost:${chosenPort}`,
      SEED_DEMO: 'false',
      WEB_DIST_DIR: '',
      LOG_LEVEL: 'warn',
      API_RATE_LIMIT_PER_MINUTE: '1000000',
      FORM_SUBMIT_LIMIT: '1000000',
      LOGIN_MAX_ATTEMPTS_PER_IP: '100000',
      ...storeEnv(store),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr.on('data', (d: Buffer) => (output += d.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  let gone = false
  void exited.then(() => (gone = true))
  for (;;) {
    if (gone) throw new Error(`the server ended before it answered:\n${output}`)
    if (Date.now() - started > 90_000) {
      child.kill('SIGKILL')
      throw new Error(`the server did not answer within 90 s:\n${output}`)
    }
    const ok = await fetch(`${url}/api/settings`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url,
    port: chosenPort,
    process: child,
    exited,
    output: () => output,
    startMs: Date.now() - started,
  }
}

/** Kills with SIGKILL (if still running) and waits for the end. */
export async function killServer(server: LiveServer) {
  if (server.process.exitCode === null && server.process.signalCode === null)
    server.process.kill('SIGKILL')
  await server.exited
}

/** A temporary folder, removed when the test ends. */
export async function tempDir(prefix: string) {
  const dir = await mkdtemp(join(tmpdir(), prefix))
  onTestFinished(() => rm(dir, { recursive: true, force: true }))
  return dir
}

/**
 * A fresh store for one live server of this test, dropped when it ends: a PGlite data folder, or a
 * PostgreSQL database (null when the server is not reachable; CI must have it).
 */
export async function newStore(
  driver: 'pglite' | 'postgres',
  prefix: string,
): Promise<Store | null> {
  const dataDir = await tempDir(prefix)
  if (driver === 'pglite') return { kind: 'pglite', dataDir }
  const pgStore = await createPostgresStore(dataDir)
  if (!pgStore) {
    if (process.env.CI)
      throw new Error('PostgreSQL is not reachable at TEST_DATABASE_URL; CI needs it')
    return null
  }
  onTestFinished(() => pgStore.drop())
  return pgStore.store
}

/**
 * A server on a fresh store with a seeded account, killed when the test ends, for a suite that
 * records figures; null when PostgreSQL is not reachable, after noting in `figures` under
 * `measure` that the test was skipped. `restart()` starts the next server on the same store.
 */
export async function newSeededServer(
  driver: 'pglite' | 'postgres',
  prefix: string,
  { figures, measure }: { figures: Figure[]; measure: string },
) {
  const store = await newStore(driver, prefix)
  if (!store) {
    figures.push({ measure: `${driver}: ${measure}`, value: 'skipped: PostgreSQL not reachable' })
    return null
  }
  const account = await seedAccount(store)
  const live = {
    store,
    account,
    server: await startServer(store),
    /** Throws when the database does not open. */
    restart: async () => (live.server = await startServer(store)),
  }
  onTestFinished(() => killServer(live.server))
  return live
}

/** A fresh PostgreSQL database per run; null when the server is not reachable. */
export async function createPostgresStore(
  dataDir: string,
): Promise<{ store: Store; drop(): Promise<void> } | null> {
  const adminUrl = testDatabaseUrl()
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 })
  try {
    await admin.connect()
  } catch {
    return null
  }
  const name = `sitewerk_live_${randomBytes(6).toString('hex')}`
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    store: { kind: 'postgres', url: url.toString(), dataDir },
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl })
      await dropper.connect()
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await dropper.end()
    },
  }
}

export interface Account {
  email: string
  password: string
  /** Session cookie and its CSRF token, made in the database so no login is needed. */
  session: { token: string; csrfToken: string }
}

/**
 * Migrates the store and adds a verified user with a session, before any server runs on it
 * (a PGlite folder can only be opened by one process at a time).
 */
export async function seedAccount(store: Store): Promise<Account> {
  const config = parseConfig({ ...storeEnv(store), LOG_LEVEL: 'silent' })
  // A new PGlite folder starts from the migrated template of the test run (initdb costs seconds).
  const template = process.env.PGLITE_TEMPLATE ?? inject('pgliteTemplate')
  if (store.kind === 'pglite' && template && !existsSync(join(store.dataDir, 'pg'))) {
    const client = await PGlite.create(join(store.dataDir, 'pg'), {
      loadDataDir: new Blob([await readFile(template)]),
    })
    await client.close()
  }
  const database = await openDatabase(config)
  try {
    const email = `writer-${randomBytes(4).toString('hex')}@example.test`
    const password = 'correct horse battery'
    const [user] = await database.db
      .insert(users)
      .values({
        name: 'Writer',
        email,
        passwordHash: await hashPassword(password),
        emailVerifiedAt: new Date(),
      })
      .returning()
    const session = await createSessionStore({ db: database.db, clock: systemClock }).create({
      userId: user!.id,
      remember: true,
    })
    return { email, password, session }
  } finally {
    await database.close()
  }
}

export interface HttpResult {
  status: number
  body: string
  headers?: IncomingHttpHeaders
  /** Set when no response came (connection reset, refused). */
  error?: string
}

/** One HTTP request as the back office sends it, over the given (keep-alive) agent. */
export function send(
  baseUrl: string,
  account: Account,
  method: string,
  path: string,
  {
    body,
    organizationId,
    agent,
    onSent,
  }: {
    body?: unknown
    organizationId?: number
    agent?: Agent
    /** Called once the whole request has been handed to the operating system. */
    onSent?: () => void
  } = {},
): Promise<HttpResult> {
  const payload = body === undefined ? undefined : JSON.stringify(body)
  const { session } = account
  return new Promise((resolve) => {
    const req = httpRequest(
      `${baseUrl}${path}`,
      {
        method,
        agent,
        headers: {
          accept: 'application/json',
          cookie: `${COOKIES.session.name}=${session.token}; ${COOKIES.xsrf.name}=${session.csrfToken}`,
          'x-xsrf-token': session.csrfToken,
          ...(organizationId ? { 'x-organization-id': String(organizationId) } : {}),
          ...(payload === undefined
            ? {}
            : {
                'content-type': 'application/json',
                'content-length': String(Buffer.byteLength(payload)),
              }),
        },
      },
      (res) => {
        let data = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (data += chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: data, headers: res.headers }),
        )
        res.on('error', (error) => resolve({ status: 0, body: data, error: error.message }))
      },
    )
    if (onSent) req.on('finish', onSent)
    if (onSent) req.on('finish', onSent)
    req.on('error', (error: NodeJS.ErrnoException) => {
      resolve({ status: 0, body: '', error: error.code ?? error.message })
    })
    req.end(payload)
  })
}

/** An organisation with one site, made through the API; returns their ids. */
export async function createOrganizationWithSite(
  baseUrl: string,
  account: Account,
  title: string,
): Promise<{ organizationId: number; siteId: number }> {
  const org = await send(baseUrl, account, 'POST', '/api/organizations', { body: { title } })
  if (org.status !== 201) throw new Error(`organisation: ${org.status} ${org.body}`)
  const organizationId = (JSON.parse(org.body) as { id: number }).id
  const site = await send(baseUrl, account, 'POST', '/api/sites', {
    body: { title: `${title} site` },
    organizationId,
  })
  if (site.status !== 201) throw new Error(`site: ${site.status} ${site.body}`)
  return { organizationId, siteId: (JSON.parse(site.body) as { id: number }).id }
}

export interface Ack {
  organizationId: number
  siteId: number
  url: string
  id: number
}

export interface Target {
  organizationId: number
  siteId: number
}

/**
 * `writers` concurrent clients, each creating pages (with their article and section, spec §4) one
 * after another in the site of its organisation until `stop()` or until its connection fails.
 * Acknowledged writes (201) are kept with the time they were acknowledged.
 */
export function startWriters(
  baseUrl: string,
  account: Account,
  targets: Target[],
  { writers, tag }: { writers: number; tag: string },
) {
  let stopped = false
  const acks: (Ack & { at: number; sentAt: number })[] = []
  const failures: HttpResult[] = []
  const agent = new Agent({ keepAlive: true })
  const loops = Array.from({ length: writers }, async (_, w) => {
    const target = targets[w % targets.length]!
    for (let n = 0; !stopped; n++) {
      const url = `${tag}-w${w}-${n}`
      const sentAt = Date.now()
      const res = await send(baseUrl, account, 'POST', '/api/page', {
        body: { site_id: target.siteId, title: `Page ${url}`, url, create_article: true },
        organizationId: target.organizationId,
        agent,
      })
      if (res.status === 201) {
        const { id } = JSON.parse(res.body) as { id: number }
        acks.push({ ...target, url, id, sentAt, at: Date.now() })
      } else {
        failures.push(res)
        if (res.status === 0) break // the server is gone
      }
    }
  })
  return {
    acks,
    failures,
    stop: async () => {
      stopped = true
      await Promise.all(loops)
      agent.destroy()
    },
    done: () => Promise.all(loops).then(() => agent.destroy()),
  }
}

/** The page urls each site lists through the API. */
export async function listedUrls(baseUrl: string, account: Account, targets: Target[]) {
  const urls = new Set<string>()
  for (const { organizationId, siteId } of targets) {
    const res = await send(baseUrl, account, 'GET', `/api/sites/${siteId}/pages`, {
      organizationId,
    })
    if (res.status !== 200) throw new Error(`pages of site ${siteId}: ${res.status} ${res.body}`)
    for (const page of JSON.parse(res.body) as { url: string }[]) urls.add(page.url)
  }
  return urls
}

/** Runs one of the CLI scripts (`apps/server/src/cli/<name>.ts`) as `npm run` does, on a store. */
export function runCli(
  name: string,
  args: string[],
  store: Store,
): Promise<{ code: number | null; output: string; ms: number }> {
  const started = Date.now()
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', `apps/server/src/cli/${name}.ts`, ...args],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        LOG_LEVEL: 'warn',
        ...storeEnv(store),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr.on('data', (d: Buffer) => (output += d.toString()))
  return new Promise((resolve) =>
    child.once('exit', (code) => resolve({ code, output, ms: Date.now() - started })),
  )
}
