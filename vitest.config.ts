import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'
import { MOCKING_MODULES } from './apps/web/vitest.config.ts'

/** One project per workspace (STYLE.md); the server suite runs on PGlite, and on PostgreSQL with TEST_DB=postgres. */
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one test file at a time on our 2-core
    // machines and CI, while most files wait on PGlite or a child process. Two files at once cut
    // the run's wall time (issue #18's CI budget, docs/decisions/044).
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
          isolate: false,
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
      {
        extends: './apps/web/vitest.config.ts',
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...MOCKING_MODULES],
          // One module graph per worker, not one per file: a fresh jsdom, React, Mantine and i18n
          // for each of 111 files was half the suite's time (decision 049). The setup file cleans
          // what a test leaves: DOM, storage, cookies, toasts, request handlers, timers.
          isolate: false,
        },
      },
      // Under `isolate: false` a module mocked in one file is seen by the next (vitest #11152).
      {
        extends: './apps/web/vitest.config.ts',
        test: { name: 'web-mocks', include: MOCKING_MODULES },
      },
    ],
  },
})
