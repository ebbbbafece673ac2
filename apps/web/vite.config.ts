import react from '@vitejs/plugin-react'
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
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

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.map'])

/**
 * Compresses every text file of the build once, at the best ratio (brotli 11, gzip 9), next to
 * the file (`x.js.br`, `x.js.gz`): the server sends those as they are (issue #18), and spends no
 * CPU per request on the back office's assets.
 */
function precompress(): Plugin {
  let outDir = 'dist'
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name)
      return statSync(path).isDirectory() ? walk(path) : [path]
    })
  return {
    name: 'sitewerk-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of walk(outDir)) {
          if (!COMPRESSIBLE.has(extname(file))) continue
          const body = readFileSync(file)
          if (body.length < 1024) continue
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
          )
          writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
        }
      },
    },
  }
}

const api = process.env.SITEWERK_API ?? 'http://localhost:3000'

export default defineConfig({
  plugins: [react(), buildInfo(), precompress()],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  server: {
    port: 5173,
    proxy: { '/api': api, '/public/lang': api, '/media/img': api },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
})
