import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

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
      'apps/web/vitest.config.ts',
    ],
  },
})
