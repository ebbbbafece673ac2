import { defineConfig } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const port = Number(process.env.E2E_PORT ?? 3100)
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'sitewerk-e2e-'))
process.env.E2E_DATA_DIR = dataDir

/** Real Chromium from Debian (browser downloads fail here, MACHINE-NOTES.md). */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: (process.env.PLAYWRIGHT_REPORTERS ?? 'list')
    .split(',')
    .map((name) => [name] as [string]),
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'de-DE',
    trace: 'retain-on-failure',
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
      E2E_SUPERUSER_EMAIL: 'super@e2e.test',
      E2E_SUPERUSER_PASSWORD: 'e2e-superuser-password',
      // no Stripe keys: invoices ask for a bank transfer to this account
      BANK_ACCOUNT_HOLDER: 'Sitewerk GmbH',
      BANK_ACCOUNT_IBAN: 'DE89370400440532013000',
    },
  },
})
