// What the back office's measurements share (measure-login.mjs, measure-editor.mjs, the Lighthouse bench): the compiled
// server on a fresh data folder, and a record of what a page fetched over the network.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { root, SERVER_MAIN } from './lib.mjs'

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

/**
 * The compiled server (`npm start`), no demo data unless `env` says SEED_DEMO; `user` is created
 * first, as the admin CLI does.
 */
export async function startServer({ user, env: extraEnv = {} } = {}) {
  const port = await freePort()
  const dataDir = await mkdtemp(join(tmpdir(), 'sitewerk-weight-'))
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  }
  if (user) {
    const { name, email, password } = user
    const created = spawnSync(
      'npx',
      [
        'tsx',
        'apps/server/src/cli/create-user.ts',
        '--name',
        name,
        '--email',
        email,
        '--password',
        password,
      ],
      { cwd: root, env, stdio: 'inherit' },
    )
    if (created.status !== 0) throw new Error('could not create the user')
  }
  // a saved build for before/after runs (bench/lighthouse.bench.mjs), else the current one
  const main = process.env.BENCH_SERVER_MAIN ?? SERVER_MAIN
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://localhost:${port}`
  const isAnswering = () =>
    fetch(`${url}/api/settings`).then(
      (r) => r.ok,
      () => false,
    )
  while (!(await isAnswering())) {
    if (child.exitCode !== null) throw new Error('the server ended before it answered')
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url,
    port,
    stop: async () => {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

const KINDS = [
  ['JS', /javascript/],
  ['CSS', /text\/css/],
  ['JSON', /json/],
  ['HTML', /html/],
  ['font', /font/],
  ['image', /image/],
]
const kindOf = (mimeType) => KINDS.find(([, re]) => re.test(mimeType))?.[0] ?? 'other'

/**
 * Records, through the DevTools protocol, every response `page` receives until `stop()`: its
 * URL, kind, and the bytes that came over the wire (headers and the body as sent, compressed or
 * not; 0 for an answer from the browser's cache).
 */
export async function recordNetwork(page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const requests = new Map()
  const servedFromCache = new Set()
  cdp.on('Network.requestServedFromCache', ({ requestId }) => servedFromCache.add(requestId))
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    requests.set(requestId, {
      url: response.url,
      kind: kindOf(response.mimeType),
      status: response.status,
      fromCache: response.fromDiskCache || servedFromCache.has(requestId),
      bytes: 0,
    })
  })
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId)
    if (request && !request.fromCache) request.bytes = encodedDataLength
  })
  return {
    stop: async () => {
      await cdp.detach()
      return [...requests.values()]
    },
  }
}

/** Bytes per kind and the number of requests, as a table's rows. */
export function summarize(requests) {
  const rows = new Map()
  for (const { kind, bytes } of requests) {
    const row = rows.get(kind) ?? { kind, requests: 0, kb: 0 }
    row.requests += 1
    row.kb += bytes / 1024
    rows.set(kind, row)
  }
  return [...rows.values()].sort((a, b) => b.kb - a.kb)
}
