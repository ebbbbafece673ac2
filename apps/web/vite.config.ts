import react from '@vitejs/plugin-react'
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { defineConfig, type Plugin, type Rolldown } from 'vite'
import { LOCALES } from '../../packages/contracts/src/constants'
import { SCREEN_AREAS } from './src/app/screen-areas'

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

/** The files of the chunks of `modules` (source paths ending so) and of every chunk they import. */
function chunkFiles(bundle: Rolldown.OutputBundle, modules: string[]) {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk')
  const files = new Set<string>()
  const visit = (fileName: string) => {
    if (files.has(fileName)) return
    files.add(fileName)
    chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach(visit)
  }
  for (const module of modules) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module))
    if (!chunk) throw new Error(`sitewerk-preload-app: no chunk of ${module}`)
    visit(chunk.fileName)
  }
  return [...files]
}

/**
 * The login's screen and layout (routes.tsx loads them lazily), and its words (decision 060:
 * `common` and its areas, in both languages, as the English page falls back to German):
 * preloaded on its page.
 */
const LOGIN_SCREEN = [
  '/src/app/routes/login-route.tsx',
  '/src/app/layouts/backend-simple-layout.tsx',
  ...LOCALES.flatMap((locale) =>
    ['common', ...SCREEN_AREAS.login, ...SCREEN_AREAS.simpleLayout].map(
      (area) => `/src/i18n/locales/${locale}/${area}.json`,
    ),
  ),
]

/**
 * The entry (src/main.tsx) imports the app (src/app/start.tsx) dynamically, so that a page the
 * server prerendered paints before the app's script is fetched (decision 047). Every other page
 * fetches the app's chunks at once, as static imports would: a modulepreload of each in
 * index.html (the server holds them back on a prerendered page until its first paint). The
 * login's page also preloads its screen's chunks: prerendered/login-preloads.json, which
 * scripts/prerender-login.mjs puts into prerendered/login.json.
 */
function preloadApp(): Plugin {
  return {
    name: 'sitewerk-preload-app',
    apply: 'build',
    generateBundle(_options, bundle) {
      // the server build of the prerendering (package.json) has no app to preload
      const isApp = Object.values(bundle).some(
        (file) => file.type === 'chunk' && file.facadeModuleId?.endsWith('/src/app/start.tsx'),
      )
      if (!isApp) return
      const app = new Set(chunkFiles(bundle, ['/src/app/start.tsx']))
      const screen = chunkFiles(bundle, LOGIN_SCREEN).filter((file) => !app.has(file))
      this.emitFile({
        type: 'asset',
        fileName: 'prerendered/login-preloads.json',
        source: JSON.stringify(screen.map((file) => `/${file}`)),
      })
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return
        return chunkFiles(bundle, ['/src/app/start.tsx']).map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}

const api = process.env.SITEWERK_API ?? 'http://localhost:3000'

export default defineConfig({
  plugins: [react(), buildInfo(), preloadApp(), precompress()],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  server: {
    port: 5173,
    proxy: { '/api': api, '/public/lang': api, '/media/img': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // what every screen starts with, in one chunk: the app's entry imports it after
              // the login's first paint (decision 047); split by library it cost 7 KB gzip
              name: 'libraries',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|i18next|react-i18next)[\\/]/,
            },
          ],
        },
      },
    },
  },
})
