import { defineConfig } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const port = Number(process.env.E2E_PORT ?? 3100)
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'sitewerk-e2e-'))
process.env.E2E_DATA_DIR = dataDir

/**
 * Stories that read or change what every story shares: the demo site, the operator's service
 * catalogue and the console's lists (audit log, users, outbox). They run one after another, beside
 * the other stories, which run two at a time (docs/decisions/045).
 */
const SHARED_STATE = [
  'public-site.spec.ts',
  'public-form.spec.ts',
  'starter-library.spec.ts',
  'superuser-catalogue.spec.ts',
  'superuser-console.spec.ts',
  'billing.spec.ts',
  'test-user.spec.ts',
  'slow-machine.spec.ts',
]

/** Real Chromium from Debian (browser downloads fail here, MACHINE-NOTES.md). */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    { name: 'shared state', testMatch: SHARED_STATE, workers: 1 },
    { name: 'stories', testIgnore: SHARED_STATE },
  ],
  retries: process.env.CI ? 1 : 0,
  // CI's machine ran the stories at half this one's speed: a long one took 60 s (decision 049)
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: (process.env.PLAYWRIGHT_REPORTERS ?? 'list')
    .split(',')
    .map((name) => [name] as [string]),
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'de-DE',
    // Recording a trace of every story cost a quarter of the suite's time (decision 049): the
    // retry of a failed story records one (CI retries once; locally, `--trace on`).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node e2e/start-server.mjs',
    cwd: '..',
    url: `http://localhost:${port}/api/builds/latest.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      LOGIN_MAX_ATTEMPTS_PER_EMAIL: '5',
      // every story comes from 127.0.0.1, two at a time: the per-address limits would count them
      // as one visitor (the per-address limits have tests of their own in the server suite)
      LOGIN_MAX_ATTEMPTS_PER_IP: '1000',
      API_RATE_LIMIT_PER_MINUTE: '100000',
      E2E_SUPERUSER_EMAIL: 'super@e2e.test',
      E2E_SUPERUSER_PASSWORD: 'e2e-superuser-password',
      // no Stripe keys: invoices ask for a bank transfer to this account
      BANK_ACCOUNT_HOLDER: 'Sitewerk GmbH',
      BANK_ACCOUNT_IBAN: 'DE89370400440532013000',
    },
  },
})
