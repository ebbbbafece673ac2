// `npm start`: installs what is missing, builds the back office and compiles the server if
// needed, and starts the server on the embedded PostgreSQL in ./data (README).
import { spawn } from 'node:child_process'
import { ensureInstalled, ensureServerBuilt, ensureWebBuilt, root, SERVER_MAIN } from './lib.mjs'

ensureInstalled()
ensureWebBuilt()
ensureServerBuilt()

// The compiled server in a plain `node` process: no tsx loader and no esbuild service at run time
// (issue #18), and the SIGTERM relayed below reaches the server itself, which drains its requests
// in flight (issue 12, item 8). Without --enable-source-maps (decision 043): stack traces name
// the bundle's functions; NODE_OPTIONS=--enable-source-maps maps them to the TypeScript again.
const server = spawn(process.execPath, [SERVER_MAIN], {
  cwd: root,
  stdio: 'inherit',
})
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
