// Compiles the server to plain JavaScript in apps/server/dist (issue #18): `npm start` runs it
// with `node`, without tsx and its esbuild service at run time.
//
// apps/server/dist mirrors apps/server/src: main.ts becomes dist/main.js, and each worker the
// server starts with `new Worker(new URL('./x.mjs', import.meta.url))` is bundled to the same
// relative place in dist. Every server module's `import.meta.url` is its mirrored place in dist,
// so the paths it builds from it (the worker files, ../../drizzle, the web app's locales, the
// packages createRequire finds) lead where they lead from src: dist sits at src's depth.
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
}

/** Bare imports stay imports of node_modules, except this monorepo's TypeScript packages. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@sitewerk/') ? undefined : { path: args.path, external: true },
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
    return build({
      entryPoints: [`${src}${from}`],
      outfile: `${dist}${to}`,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'linked',
      sourcesContent: false,
      legalComments: 'none',
      logLevel: 'warning',
      write: false,
      plugins: [externalPackages, mirroredImportMetaUrl],
      banner: {
        js: `const __sourceUrl = (path) => new URL(${JSON.stringify(toDist)} + path, import.meta.url).href;`,
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
for (const file of results.flatMap((result) => result.outputFiles)) {
  await writeBeside(file.path, file.contents)
  written.add(file.path)
}
// The public form's island, bundled here so the compiled server starts no esbuild
// (modules/public/form-island.ts reads it).
const island = join(dist, 'form-island.js')
await writeBeside(island, await bundleIsland())
written.add(island)
// what an earlier build wrote and this one did not
for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
  const path = join(entry.parentPath, entry.name)
  if (entry.isFile() && !written.has(path) && !path.endsWith('.tmp')) await rm(path)
}
console.log(`Server compiled to ${relative(root, dist)}`)
