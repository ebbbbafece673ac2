import react from '@vitejs/plugin-react'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig, type Plugin } from 'vite'

const buildId = process.env.BUILD_ID ?? new Date().toISOString().replace(/\D/g, '').slice(0, 14)

/** Writes builds/latest.json (spec §7), which running clients poll to learn of a new build. */
function buildInfo(): Plugin {
  let outDir = 'dist'
  return {
    name: 'sitewerk-build-info',
    configResolved(config) {
      outDir = config.build.outDir
    },
    closeBundle() {
      mkdirSync(join(outDir, 'builds'), { recursive: true })
      writeFileSync(
        join(outDir, 'builds', 'latest.json'),
        JSON.stringify({ id: buildId, builtAt: new Date().toISOString() }),
      )
    },
  }
}

const api = process.env.SITEWERK_API ?? 'http://localhost:3000'

export default defineConfig({
  plugins: [react(), buildInfo()],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  server: {
    port: 5173,
    proxy: { '/api': api, '/public/lang': api, '/media/img': api },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
})
