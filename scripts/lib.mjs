// Helpers of the two README commands. Plain Node, no dependencies: they run before `npm install`.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

export const root = new URL('..', import.meta.url).pathname

export function run(command, args, { env = {}, allowFailure = false } = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  if (result.status !== 0 && !allowFailure) {
    console.error(
      `\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`,
    )
    process.exit(result.status ?? 1)
  }
  return result.status === 0
}

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

/** npm install when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json')
  const lock = join(root, 'package-lock.json')
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return
  console.log('Installing npm dependencies…')
  run('npm', ['install', '--no-audit', '--no-fund'], {
    env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  })
}

/** Whether `built` exists and is newer than every file of `sources` (paths from the root). */
function upToDate(built, sources) {
  const newest = Math.max(...sources.map((s) => newestMtime(join(root, s))))
  return existsSync(built) && statSync(built).mtimeMs >= newest
}

/** Builds the back office when its sources are newer than the build. */
export function ensureWebBuilt() {
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/contracts/src',
  ]
  if (upToDate(join(root, 'apps/web/dist/index.html'), sources)) return
  console.log('Building the back office…')
  run('npm', ['run', 'build', '-w', '@sitewerk/web'])
}

/** The compiled server (scripts/build-server.mjs), built again when a source is newer. */
export const SERVER_MAIN = 'apps/server/dist/main.js'

/** Compiles the server when its sources (or the packages it bundles) are newer than the build. */
export function ensureServerBuilt() {
  const sources = ['apps/server/src', 'packages', 'scripts/build-server.mjs', 'package-lock.json']
  if (upToDate(join(root, SERVER_MAIN), sources)) return
  console.log('Compiling the server…')
  run(process.execPath, ['scripts/build-server.mjs'])
}
