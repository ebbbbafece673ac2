// `npm run dev`: the server (restarting on change) and Vite's dev server together. Open
// http://localhost:5173 for the back office with hot reload; /api goes to the server on :3000.
import { spawn } from 'node:child_process'
import { ensureInstalled, root } from './lib.mjs'

ensureInstalled()
const children = [
  spawn('node_modules/.bin/tsx', ['watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST_DIR: '' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@sitewerk/web'], { cwd: root, stdio: 'inherit' }),
]
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, stop)
for (const child of children) child.on('exit', (code) => (stop(), process.exit(code ?? 0)))
