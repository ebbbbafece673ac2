// A child process started from the sources runs without tsx's hooks: load the TypeScript worker
// through tsx's API. The compiled server starts its bundled worker at this path instead.
import { tsImport } from 'tsx/esm/api'

await tsImport('./icon-worker.ts', import.meta.url)
