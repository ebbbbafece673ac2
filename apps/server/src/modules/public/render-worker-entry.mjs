// Worker threads of Node 20 do not take tsx's --import hooks: load the TypeScript worker through tsx's API.
import { tsImport } from 'tsx/esm/api'

await tsImport('./render-worker.ts', import.meta.url)
