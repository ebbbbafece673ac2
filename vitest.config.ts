import { defineConfig } from 'vitest/config'

/** One project per workspace (STYLE.md); the server suite runs on PGlite, and on PostgreSQL with TEST_DB=postgres. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'renderer',
          root: 'packages/renderer',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: process.env.TEST_DB === 'postgres' ? 'server-postgres' : 'server-pglite',
          root: 'apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        // Issue 12's suites: short inside `npm test`, full in `npm run test:hardening`.
        test: {
          name: 'hardening',
          root: 'apps/server',
          environment: 'node',
          include: ['src/hardening/**/*.hardening.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
})
