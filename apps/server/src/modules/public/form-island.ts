import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

/** The public form's script as sites serve it: its address names its content (decision 024). */
export interface FormIsland {
  /** `/_sitewerk/form.{hash}.js`: a new build gets a new address, so a year's caching is safe. */
  path: string
  body: string
  gzip: Buffer
}

let built: Promise<FormIsland> | undefined

/** Built once per process from the renderer's island source: small, no source map, no zod. */
export function buildFormIsland(): Promise<FormIsland> {
  built ??= bundleFormIsland()
  return built
}

async function bundleFormIsland(): Promise<FormIsland> {
  const entry = fileURLToPath(import.meta.resolve('@sitewerk/form-island'))
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    write: false,
    legalComments: 'none',
  })
  const body = result.outputFiles[0]!.text
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 12)
  return { path: `/_sitewerk/form.${hash}.js`, body, gzip: gzipSync(body, { level: 9 }) }
}
