// `npm start`: installs what is missing, builds the back office if needed, and starts the
// server on the embedded PostgreSQL in ./data (README).
import { spawn } from 'node:child_process'
import { ensureInstalled, ensureWebBuilt, root } from './lib.mjs'

ensureInstalled()
ensureWebBuilt()

const server = spawn('node_modules/.bin/tsx', ['apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
})
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
