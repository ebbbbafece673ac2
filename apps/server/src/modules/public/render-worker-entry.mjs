// Worker threads of Node 20 do not take tsx's --import hooks: load the TypeScript worker through tsx's API.
// First, so that tsx's loader thread starts at the worker's priority (decision 055).
import '../../lib/worker-priority.mjs'
import { tsImport } from 'tsx/esm/api'

await tsImport('./render-worker.ts', import.meta.url)
