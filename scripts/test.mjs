// `npm test`: every test of the repository, the README's test command and what CI runs:
// typecheck, lint, unit + API integration on PGlite, API integration on PostgreSQL (its short form:
// the suites where a server behaves unlike PGlite; `npm run test:postgres` runs all of them, decision
// 034), end-to-end in Chromium. Installs what is missing first. Ends with one 'N passed, N failed'
// line.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureInstalled, root, run } from './lib.mjs'

const isCi = Boolean(process.env.CI)
const reports = mkdtempSync(join(tmpdir(), 'sitewerk-test-'))
const totals = { passed: 0, failed: 0, skipped: 0 }
const failedSteps = []

/** How long each step took, printed at the end (CI must stay under 45 minutes). */
const timings = []
const minutes = (ms) => `${(ms / 60000).toFixed(1)} min`

function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`)
  const started = Date.now()
  const ok = run(command, args, { env, allowFailure: true })
  timings.push([name, Date.now() - started])
  if (!ok) failedSteps.push(name)
  return ok
}

/** Runs steps at the same time; each one's output is printed whole when it ends. */
async function stepsAtOnce(steps) {
  await Promise.all(
    steps.map(
      ([name, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now()
          const child = spawn(command, args, { cwd: root, env: process.env })
          const output = []
          child.stdout.on('data', (chunk) => output.push(chunk))
          child.stderr.on('data', (chunk) => output.push(chunk))
          child.on('close', (code) => {
            timings.push([name, Date.now() - started])
            console.log(`\n▶ ${name}`)
            process.stdout.write(Buffer.concat(output))
            if (code !== 0) {
              console.error(`✗ ${name} failed (exit ${code})`)
              failedSteps.push(name)
            }
            resolve()
          })
        }),
    ),
  )
}

function countVitest(file) {
  if (!existsSync(file)) return
  const report = JSON.parse(readFileSync(file, 'utf8'))
  totals.passed += report.numPassedTests
  totals.failed += report.numFailedTests
  totals.skipped += report.numPendingTests + report.numTodoTests
  const slowest = report.testResults
    .map((r) => [r.name.slice(root.length), r.endTime - r.startTime])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
  console.log('\nSlowest test files:')
  for (const [name, ms] of slowest)
    console.log(`  ${(ms / 1000).toFixed(0).padStart(5)} s  ${name}`)
}

function countPlaywright(file) {
  if (!existsSync(file)) return
  const { stats } = JSON.parse(readFileSync(file, 'utf8'))
  totals.passed += stats.expected + stats.flaky
  totals.failed += stats.unexpected
  totals.skipped += stats.skipped
}

function canReachRedis(url) {
  const probe = `const r=new (require('ioredis').Redis)(process.argv[1],{lazyConnect:true,retryStrategy:()=>null,connectTimeout:3000});r.on('error',()=>{});r.connect().then(()=>r.ping()).then(()=>process.exit(0),()=>process.exit(1))`
  return spawnSync('node', ['-e', probe, url], { cwd: join(root, 'apps/server') }).status === 0
}

function canReachPostgres(url) {
  const probe = `const c=new (require('pg').Client)({connectionString:process.argv[1],connectionTimeoutMillis:3000});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))`
  return spawnSync('node', ['-e', probe, url], { cwd: join(root, 'apps/server') }).status === 0
}

ensureInstalled()

let aptUpdated = false
/**
 * A Debian package the suite runs (nothing is downloaded by a test tool itself): installed with
 * apt-get when missing and this runs as root, else the run stops saying what to install.
 */
function ensureDebianPackage(isThere, pkg, why) {
  if (isThere()) return
  if (process.getuid?.() !== 0) {
    console.error(`${why}: sudo apt-get install -y ${pkg}`)
    process.exit(1)
  }
  console.log(`Installing Debian's ${pkg} (${why.toLowerCase()})…`)
  const env = { DEBIAN_FRONTEND: 'noninteractive' }
  if (!aptUpdated) run('apt-get', ['update', '-qq'], { env })
  aptUpdated = true
  run('apt-get', ['install', '-y', '-qq', pkg], { env })
}

ensureDebianPackage(
  () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
  'chromium',
  'The end-to-end tests need Chromium at /usr/bin/chromium',
)
// The deployment test starts its own Caddy on free ports (issue #20); the package's own service is
// not used (there is no systemd here; where there is, it keeps to ports 80 and 443).
ensureDebianPackage(
  () => spawnSync('caddy', ['version']).status === 0,
  'caddy',
  'The deployment test runs Caddy in front of two servers',
)

// tsc and ESLint each use one core: side by side they take the time of the slower one.
await stepsAtOnce([
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
  ['lint', 'npm', ['run', 'lint', '--silent']],
])

// The house in numbers beside its aims (issue 32, decision 058): a missed aim fails the run, so the
// house cannot drift back unseen.
step('architecture', 'node', ['scripts/architecture.mjs', '--check'])

// The shared-state tests (decision 035) need Redis; without it they are skipped with a message,
// which CI must not do.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
if (!canReachRedis(redisUrl)) {
  if (isCi) {
    console.error(`\n✗ Redis is not reachable at ${redisUrl}; CI must run the shared-state tests.`)
    failedSteps.push('Redis not reachable')
  } else console.warn(`\n! Redis is not reachable at ${redisUrl}: its tests are skipped.`)
}

const vitestPglite = join(reports, 'vitest-pglite.json')
step('unit and API integration tests (PGlite)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestPglite}`,
])
countVitest(vitestPglite)

/**
 * The server suites run again on PostgreSQL in `npm test` where a server differs from PGlite's one
 * connection: row locks and SKIP LOCKED, concurrent writers, sequences, ILIKE with escapes, several
 * sessions at once (decision 034). `npm run test:postgres` runs the whole server suite there.
 */
const POSTGRES_SHORT = [
  'apps/server/src/db',
  'apps/server/src/lib/job-queue.test.ts',
  'apps/server/src/modules/auth/login.test.ts',
  'apps/server/src/modules/billing',
  'apps/server/src/modules/forms/forms.test.ts',
  'apps/server/src/modules/operations/operations.test.ts',
  'apps/server/src/modules/organizations',
  'apps/server/src/modules/public/shared-caches.test.ts',
  'apps/server/src/modules/publishing/publish-races.test.ts',
  'apps/server/src/modules/publishing/schedules.test.ts',
  'apps/server/src/modules/superuser',
]

const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
if (canReachPostgres(databaseUrl)) {
  const vitestPg = join(reports, 'vitest-postgres.json')
  step(
    'API integration tests (PostgreSQL)',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'server-postgres',
      ...POSTGRES_SHORT,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestPg}`,
    ],
    { TEST_DB: 'postgres', TEST_DATABASE_URL: databaseUrl },
  )
  countVitest(vitestPg)
} else if (isCi) {
  console.error(`\n✗ PostgreSQL is not reachable at ${databaseUrl}; CI must run the suite on it.`)
  failedSteps.push('PostgreSQL not reachable')
} else {
  console.warn(`\n! PostgreSQL is not reachable at ${databaseUrl}: the PostgreSQL run is skipped.`)
}

const playwrightReport = join(reports, 'playwright.json')
if (step('build the back office', 'npm', ['run', 'build', '--silent'])) {
  step(
    'end-to-end tests (Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
      PLAYWRIGHT_REPORTERS: 'list,json',
    },
  )
  countPlaywright(playwrightReport)
}

if (totals.passed + totals.failed === 0) failedSteps.push('no test ran')
console.log('')
for (const [name, ms] of timings) console.log(`${minutes(ms).padStart(9)}  ${name}`)
console.log('')
if (failedSteps.length) console.log(`Failed: ${failedSteps.join(', ')}`)
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(failedSteps.length ? 1 : 0)
