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

/** Builds the back office when its sources are newer than the build. */
export function ensureWebBuilt() {
  const built = join(root, 'apps/web/dist/index.html')
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/contracts/src',
  ]
  const newest = Math.max(...sources.map((s) => newestMtime(join(root, s))))
  if (existsSync(built) && statSync(built).mtimeMs >= newest) return
  console.log('Building the back office…')
  run('npm', ['run', 'build'])
}
