// `npm run bench:restart` (issue #18's aims: a restart on an existing data folder in ≤ 2 s, and
// ≤ 400 MB resident for the whole process tree, idle). The compiled server on the embedded
// PostgreSQL (PGlite) in a data folder that the first start filled with the demo, then rounds
// A B C A B C …: (A) a plain Node `http` server, the best any Node server can do from spawn to its
// first answer; (B) Sitewerk as systemd starts it (`node apps/server/dist/main.js`, deploy/);
// (C) Sitewerk through `npm start`, as the README says. B and C are timed until the demo's home
// page answers (the first render included) and, once idle, their process trees are summed from
// /proc. Prints medians with min–max; this machine is shared and noisy, so the baseline is in
// every round.
import { spawn } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { get } from 'node:http'
import { createServer } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureServerBuilt, ensureWebBuilt, root, SERVER_MAIN } from '../scripts/lib.mjs'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
/**
 * Another build's compiled server (its `apps/server/dist/main.js`, in a checkout with the web app
 * built and node_modules), started in every round as well: a change measured against what was
 * there before, in the same minutes.
 */
const COMPARE_MAIN = process.env.BENCH_COMPARE_MAIN
/** How long a started server is left alone before its memory is read. */
const IDLE_MS = 5000

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

/** The status of GET `path` on 127.0.0.1:`port` with `host`, or 0 when nothing answers. */
const statusOf = (port, host, path) =>
  new Promise((resolve) => {
    const req = get({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', () => resolve(0))
    req.setTimeout(5000, () => req.destroy())
  })

/** Milliseconds from `start` until GET `path` answers 200; the process must stay up meanwhile. */
async function msUntilAnswer(child, started, port, host, path) {
  while ((await statusOf(port, host, path)) !== 200) {
    if (child.exitCode !== null) throw new Error(`ended (exit ${child.exitCode}) before answering`)
    await new Promise((r) => setTimeout(r, 20))
  }
  return performance.now() - started
}

/** Kibibytes resident of `pid` and every process below it (/proc, Linux). */
async function treeRssKb(pid) {
  const parents = new Map()
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '')
    // The command name may hold spaces: the fields after its closing parenthesis are fixed.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    parents.set(Number(entry), ppid)
  }
  const tree = [pid]
  for (let i = 0; i < tree.length; i++)
    for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child)
  let kb = 0
  for (const p of tree) {
    const status = await readFile(`/proc/${p}/status`, 'utf8').catch(() => '')
    kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  }
  return { kb, processes: tree.length }
}

const groupAlive = (pgid) => {
  try {
    process.kill(-pgid, 0)
    return true
  } catch {
    return false
  }
}

/** Ends the process group and waits until none of it is left (npm exits before the server). */
const stop = async (child) => {
  if (groupAlive(child.pid)) process.kill(-child.pid, 'SIGTERM')
  while (groupAlive(child.pid)) await new Promise((r) => setTimeout(r, 50))
}

/** Starts `command` in its own process group; times it to a 200 on `path`; reads its memory. */
async function measure(command, args, { env, host, path, memory }) {
  const port = await freePort()
  const started = performance.now()
  const child = spawn(command, args, {
    cwd: root,
    env: { ...env, PORT: String(port), APP_URL: `http://localhost:${port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  try {
    const ms = await msUntilAnswer(child, started, port, host(port), path)
    if (!memory) return { ms }
    await new Promise((r) => setTimeout(r, IDLE_MS))
    return { ms, ...(await treeRssKb(child.pid)) }
  } finally {
    await stop(child)
  }
}

const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const figure = (values, digits = 0) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`

ensureWebBuilt()
ensureServerBuilt()
const dataDir = await mkdtemp(join(tmpdir(), 'sitewerk-restart-'))
const env = {
  ...process.env,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
}
const demo = { env, host: (port) => `demo.localhost:${port}`, path: '/' }
const sitewerk = [process.execPath, [SERVER_MAIN]]
const plainServer = [
  process.execPath,
  ['-e', "require('http').createServer((q,s)=>s.end('ok')).listen(+process.env.PORT,'127.0.0.1')"],
]

try {
  const first = await measure(...sitewerk, { ...demo, memory: false })
  console.log(
    `First start on an empty data folder (migrations, demo seeded): ${(first.ms / 1000).toFixed(2)} s`,
  )
  const rows = { plain: [], compared: [], node: [], npm: [] }
  for (let round = 0; round < ROUNDS; round++) {
    rows.plain.push(await measure(...plainServer, { ...demo, host: () => 'localhost' }))
    if (COMPARE_MAIN)
      rows.compared.push(await measure(process.execPath, [COMPARE_MAIN], { ...demo, memory: true }))
    rows.node.push(await measure(...sitewerk, { ...demo, memory: true }))
    rows.npm.push(await measure('npm', ['start', '--silent'], { ...demo, memory: true }))
  }
  const ms = (series) => figure(series.map((r) => r.ms))
  const mb = (series) => figure(series.map((r) => r.kb / 1024))
  console.log(
    `\nRestart on an existing data folder, ${ROUNDS} interleaved rounds, median (min–max), load ${loadavg()[0].toFixed(1)}:`,
  )
  console.log('| started as | until the demo page answers, ms | resident idle, MB | processes |')
  console.log('|---|---|---|---|')
  console.log(`| plain Node http server (baseline) | ${ms(rows.plain)} | | |`)
  for (const [name, series] of [
    ...(COMPARE_MAIN ? [[`node ${COMPARE_MAIN} (compared)`, rows.compared]] : []),
    ['node apps/server/dist/main.js (systemd)', rows.node],
    ['npm start', rows.npm],
  ])
    console.log(
      `| ${name} | ${ms(series)} | ${mb(series)} | ${median(series.map((r) => r.processes))} |`,
    )
  const worst = (key, series) => median(series.map((r) => r[key]))
  const restartMs = Math.max(worst('ms', rows.node), worst('ms', rows.npm))
  const residentMb = Math.max(worst('kb', rows.node), worst('kb', rows.npm)) / 1024
  console.log(
    `\nAims: restart ≤ 2 s: ${restartMs <= 2000 ? 'met' : 'missed'} (${(restartMs / 1000).toFixed(2)} s); ` +
      `whole tree ≤ 400 MB idle: ${residentMb <= 400 ? 'met' : 'missed'} (${residentMb.toFixed(0)} MB).`,
  )
} finally {
  await rm(dataDir, { recursive: true, force: true })
}
