import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'
import { bundleIsland } from '@sitewerk/form-island/bundle'

/** The public form's script as sites serve it: its address names its content (decision 024). */
export interface FormIsland {
  /** `/_sitewerk/form.{hash}.js`: a new build gets a new address, so a year's caching is safe. */
  path: string
  body: string
  gzip: Buffer
}

/**
 * Where the server build writes the bundled island (scripts/build-server.mjs): apps/server/dist
 * for the compiled server; from the sources it names a file that does not exist.
 */
const PREBUILT = new URL('../../form-island.js', import.meta.url)

let built: Promise<FormIsland> | undefined

/**
 * The island, once per process: the compiled server reads the bundle its build made (no esbuild
 * at run time, issue #18); a server run from its sources bundles it now.
 */
export function buildFormIsland(): Promise<FormIsland> {
  built ??= islandSource().then((body) => {
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 12)
    return { path: `/_sitewerk/form.${hash}.js`, body, gzip: gzipSync(body, { level: 9 }) }
  })
  return built
}

async function islandSource(): Promise<string> {
  try {
    return await readFile(PREBUILT, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    return bundleIsland()
  }
}
