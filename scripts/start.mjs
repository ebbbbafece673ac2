// `npm start`: installs what is missing, builds the back office and compiles the server if
// needed, and starts the server on the embedded PostgreSQL in ./data (README).
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ensureInstalled, ensureServerBuilt, ensureWebBuilt, root, SERVER_MAIN } from './lib.mjs'

ensureInstalled()
ensureWebBuilt()
ensureServerBuilt()

// The compiled server runs in this process (issue #18: a second Node process only to wait for the
// first cost about 50 MB of the tree's memory): no tsx loader and no esbuild service at run time,
// and SIGTERM or Ctrl-C reach the server's own handlers, which drain the requests in flight
// (issue 12, item 8). Without --enable-source-maps (decision 043): stack traces name the bundle's
// functions; NODE_OPTIONS=--enable-source-maps maps them to the TypeScript again.
await import(pathToFileURL(join(root, SERVER_MAIN)).href)
