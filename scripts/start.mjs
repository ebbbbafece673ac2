// `npm start`: installs what is missing, builds the back office if needed, and starts the
// server on the embedded PostgreSQL in ./data (README).
import { spawn } from 'node:child_process'
import { ensureInstalled, ensureWebBuilt, root } from './lib.mjs'

ensureInstalled()
ensureWebBuilt()

// `node --import tsx`, not the tsx CLI: the CLI runs the server in a second process and kills it
// with SIGKILL when it does not confirm a relayed SIGTERM within 30 ms, so a busy server lost its
// requests in flight instead of draining them (issue 12, item 8).
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
})
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
