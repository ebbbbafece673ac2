// Starts the product as `npm start` does (compiled, built first when out of date), on a fresh
// data folder with one superuser made by the admin CLI (so the suite can read the mail outbox);
// the demo seed still runs (no organisation yet).
import { spawnSync, spawn } from 'node:child_process'
import { ensureServerBuilt, ensureWebBuilt, SERVER_MAIN } from '../scripts/lib.mjs'

const created = spawnSync(
  'npx',
  [
    'tsx',
    'apps/server/src/cli/create-user.ts',
    '--superuser',
    '--name',
    'E2E Superuser',
    '--email',
    process.env.E2E_SUPERUSER_EMAIL,
    '--password',
    process.env.E2E_SUPERUSER_PASSWORD,
  ],
  { stdio: 'inherit' },
)
if (created.status !== 0) process.exit(created.status ?? 1)

// The stories run against what ships: the compiled server, as `npm start` and systemd run it.
ensureWebBuilt()
ensureServerBuilt()
const server = spawn(process.execPath, [SERVER_MAIN], { stdio: 'inherit' })
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
