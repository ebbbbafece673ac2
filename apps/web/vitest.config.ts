import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/** Test files that replace a module with `vi.mock`: they keep a module graph of their own. */
export const MOCKING_MODULES = [
  'src/features/billing/stripe.test.tsx',
  'src/features/test-user/test-user.test.tsx',
]

/**
 * What the back office's screen tests share; the root config makes two projects of it: `web`
 * (files share their modules within a worker) and `web-mocks` (the files that mock a module).
 */
export default defineConfig({
  plugins: [react()],
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    root: import.meta.dirname,
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // screen tests type and click through Mantine; on a shared 2-core machine 5 s is too tight
    testTimeout: 20_000,
    // what a test spies on or stubs is put back after it, as the next file of the worker expects
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
})
