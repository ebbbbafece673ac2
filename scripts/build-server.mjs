// Compiles the server to plain JavaScript in apps/server/dist (issue #18): `npm start` runs it
// with `node`, without tsx and its esbuild service at run time.
//
// apps/server/dist mirrors apps/server/src: main.ts becomes dist/main.js, and each worker the
// server starts with `new Worker(new URL('./x.mjs', import.meta.url))` is bundled to the same
// relative place in dist. Every server module's `import.meta.url` is its mirrored place in dist,
// so the paths it builds from it (the worker files, ../../drizzle, the web app's locales, the
// packages createRequire finds) lead where they lead from src: dist sits at src's depth. The
// starter components' folders are copied to their mirrored place.
import { bundleIsland } from '@sitewerk/form-island/bundle'
import { build } from 'esbuild'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const src = `${root}apps/server/src/`
const dist = `${root}apps/server/dist/`

/** Source file (relative to src) → the file the bundle writes (relative to dist). */
const ENTRIES = {
  'main.ts': 'main.js',
  // The compiled worker takes the place of the tsx shim render-pool.ts starts.
  'modules/public/render-worker.ts': 'modules/public/render-worker-entry.mjs',
  'modules/components/scss-worker.mjs': 'modules/components/scss-worker.mjs',
  // The compiled icon worker takes the place of the tsx shim icon-maker.ts starts.
  'modules/public/icon-worker.ts': 'modules/public/icon-worker-entry.mjs',
}

/**
 * Packages that stay imports of node_modules; every other one is bundled (decision 050): one
 * file to read and compile at start instead of some 500 modules found, read, lexed and linked one
 * by one. What stays outside: packages that find files beside their own code (PGlite's WebAssembly
 * and data, sharp's and sass's binaries, esbuild's service, pino's transport worker), and the ones
 * loaded only when configured or used (database server, Redis, S3, Stripe, mail, uploads, Fastify's
 * JSON-schema compilers, which zod's route checks replace): they are neither parsed nor loaded at
 * a start that does not need them (`main.test.ts`).
 */
const EXTERNAL_PACKAGES = new Set([
  ...['@electric-sql/pglite', 'sharp', 'sass', 'sass-embedded', 'esbuild', 'pino'],
  ...['pg', 'ioredis', '@aws-sdk/client-s3', 'stripe', 'nodemailer', 'smtp-server', 'dns2'],
  ...['sanitize-html', '@xmldom/xmldom', 'saxes', 'ajv', 'ajv-formats', 'fast-json-stringify'],
  ...['@fastify/ajv-compiler', '@fastify/fast-json-stringify-compiler', 's3rver', 'fast-check'],
])
const packageName = (path) => path.split('/', path.startsWith('@') ? 2 : 1).join('/')

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      EXTERNAL_PACKAGES.has(packageName(args.path)) || args.path.startsWith('node:')
        ? { path: args.path, external: true }
        : undefined,
    )
  },
}

/** Replaces `import.meta.url` in each server module by its mirrored place in dist. */
const mirroredImportMetaUrl = {
  name: 'mirrored-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /[/\\]apps[/\\]server[/\\]src[/\\].*\.(ts|mjs)$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8')
      const mirrored = args.path.slice(src.length).replace(/\\/g, '/')
      return {
        // __sourceUrl is defined by each bundle's banner, relative to where that bundle sits.
        contents: source.replaceAll('import.meta.url', `__sourceUrl(${JSON.stringify(mirrored)})`),
        loader: args.path.endsWith('.ts') ? 'ts' : 'js',
      }
    })
  },
}

const results = await Promise.all(
  Object.entries(ENTRIES).map(([from, to]) => {
    const depth = to.split('/').length - 1
    const toDist = depth ? '../'.repeat(depth) : './'
    // The main bundle is split where it imports lazily: a package that only a lazily loaded part
    // imports (pg, from Drizzle's node-postgres driver) stays unloaded until that part is used.
    // Its chunks sit beside main.js, at the depth __sourceUrl counts from.
    const split = from === 'main.ts'
    return build({
      ...(split
        ? {
            entryPoints: { [to.replace(/\.js$/, '')]: `${src}${from}` },
            outdir: dist,
            splitting: true,
            chunkNames: 'chunk-[hash]',
          }
        : { entryPoints: [`${src}${from}`], outfile: `${dist}${to}` }),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'linked',
      sourcesContent: false,
      legalComments: 'none',
      logLevel: 'warning',
      // less source to read and hold; names stay, so stack traces still name functions
      minifyWhitespace: true,
      minifySyntax: true,
      write: false,
      plugins: [externalPackages, mirroredImportMetaUrl],
      banner: {
        // CommonJS packages in an ES module bundle call require() for Node's own modules
        js: [
          `import { createRequire as __createRequire } from 'node:module';`,
          `const require = __createRequire(import.meta.url);`,
          `const __sourceUrl = (path) => new URL(${JSON.stringify(toDist)} + path, import.meta.url).href;`,
        ].join(' '),
      },
    })
  }),
)
// Each file is written beside its place and renamed over it: a process starting while another
// build runs (tests build too, beside running servers) reads a whole file, old or new, never half.
const written = new Set()
async function writeBeside(path, contents) {
  await mkdir(dirname(path), { recursive: true })
  const temporary = `${path}.${process.pid}.tmp`
  await writeFile(temporary, contents)
  await rename(temporary, path)
}
// chunks before the files that import them
const outputs = results.flatMap((result) => result.outputFiles)
const isChunk = (file) => /[/\\]chunk-[^/\\]+$/.test(file.path)
for (const file of [...outputs.filter(isChunk), ...outputs.filter((f) => !isChunk(f))]) {
  await writeBeside(file.path, file.contents)
  written.add(file.path)
}
// The public form's island, bundled here so the compiled server starts no esbuild
// (modules/public/form-island.ts reads it).
const island = join(dist, 'form-island.js')
await writeBeside(island, await bundleIsland())
written.add(island)
// The starter library's folders (decision 059): the compiled server reads them beside the mirror
// of seed/starter-components/index.ts, as the source does beside the file itself.
const starters = join(src, 'seed/starter-components')
for (const entry of await readdir(starters, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || entry.name.endsWith('.ts')) continue
  const from = join(entry.parentPath, entry.name)
  const to = join(dist, relative(src, from))
  await writeBeside(to, await readFile(from))
  written.add(to)
}
// what an earlier build wrote and this one did not
for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
  const path = join(entry.parentPath, entry.name)
  if (entry.isFile() && !written.has(path) && !path.endsWith('.tmp')) await rm(path)
}
console.log(`Server compiled to ${relative(root, dist)}`)
