// How the public form's island is bundled for browsers (decision 024): small, minified, no source
// map, no zod. The server build writes it beside the compiled server (scripts/build-server.mjs);
// a server run from its sources (tsx: development, tests) bundles it when it starts.
import { fileURLToPath } from 'node:url'

/** The island as one browser script. */
export async function bundleIsland() {
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./src/island.ts', import.meta.url))],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    write: false,
    legalComments: 'none',
  })
  return result.outputFiles[0].text
}
