/**
 * The compiled server (`apps/server/dist/main.js`) as `npm start` and `sitewerk@PORT.service`
 * start it, in a process of its own: what the benchmarks measure is what people run.
 */
import { spawn, type ChildProcess } from 'node:child_process'
// @ts-expect-error scripts/lib.mjs is plain JavaScript without types
import { ensureServerBuilt, root, SERVER_MAIN } from '../scripts/lib.mjs'

/** Waits until `check` holds, polling; throws after `ms`. */
export async function until(what: string, check: () => Promise<boolean>, ms = 90_000) {
  const started = Date.now()
  while (!(await check().catch(() => false))) {
    if (Date.now() - started > ms) throw new Error(`${what}: not ready within ${ms / 1000} s`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/**
 * One compiled Sitewerk on `port` (built first when out of date), ready once it answers
 * `/healthz`. `env` adds to, or overrides, a bench's defaults (no demo, no back office, no API
 * limit, warnings only). `checkout` runs another checkout's build instead (built there already),
 * to measure an older commit beside this one.
 */
export async function startCompiledServer(
  port: number,
  env: Record<string, string>,
  checkout?: string,
) {
  if (!checkout) ensureServerBuilt()
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: checkout ?? root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      WEB_DIST_DIR: '',
      API_RATE_LIMIT_PER_MINUTE: '100000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await until(`Sitewerk on ${port}`, async () => {
    if (child.exitCode !== null) throw new Error(`Sitewerk on ${port} ended at its start`)
    return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok
  })
  return child
}

export async function stopCompiledServer(child: ChildProcess) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}
