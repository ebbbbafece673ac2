/**
 * Renders public pages off the main thread, so a tenant template that defeats liquidjs'
 * cooperative limits can be ended from outside (ARCHITECTURE "Components, pages and rendering").
 * Before each block it notes which component runs in shared memory, so a stuck one can be blamed.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { createLiquidEngine, renderPage, type LiquidLimits } from '@sitewerk/renderer'
import type { WorkerRequest, WorkerResponse } from './render-pool.ts'

// Parsed templates are cached per component version; a cap keeps edits from growing it forever.
const MAX_PARSED = 5000
const { limits, running } = workerData as { limits?: LiquidLimits; running: Int32Array }
let engine = createLiquidEngine(limits)
let parsedCount = 0

const post = (message: WorkerResponse) => parentPort!.postMessage(message)

parentPort!.on('message', ({ id, input, blocked }: WorkerRequest) => {
  if (++parsedCount > MAX_PARSED) {
    engine = createLiquidEngine(limits)
    parsedCount = 0
  }
  try {
    const result = renderPage({
      ...input,
      components: new Map(input.components.map((c) => [c.id, c])),
      engine,
      blockedComponents: new Set(blocked),
      onBlockStart: ({ componentId }) => Atomics.store(running, 0, componentId),
    })
    post({ id, result })
  } catch (error) {
    post({ id, error: error instanceof Error ? error.message : String(error) })
  }
})

post({ ready: true })
