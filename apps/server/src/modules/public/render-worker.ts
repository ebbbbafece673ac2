/**
 * Renders public pages off the main thread, so a tenant template that defeats liquidjs'
 * cooperative limits can be ended from outside (ARCHITECTURE "Components, pages and rendering").
 * Before each block it notes which component runs in shared memory, so a stuck one can be blamed,
 * and it reports the component versions whose blocks took longer than `slowBlockMs` (decision 014).
 */
import { performance } from 'node:perf_hooks'
import { parentPort, workerData } from 'node:worker_threads'
import { createLiquidEngine, renderPage } from '@sitewerk/renderer'
import { shippedIconSet } from '../icons/icon-set.ts'
import type { WorkerData, WorkerRequest, WorkerResponse } from './render-pool.ts'

const { limits, running, slowBlockMs } = workerData as WorkerData
// Parsed templates are kept per component version, bounded by the engine (LRU).
// Icons are drawn inline from the shipped set, so visitors load no icon from anywhere.
const engine = createLiquidEngine(limits, undefined, { icons: shippedIconSet() })

const post = (message: WorkerResponse) => parentPort!.postMessage(message)

parentPort!.on('message', ({ id, input, blocked }: WorkerRequest) => {
  const components = new Map(input.components.map((c) => [c.id, c]))
  const slow = new Set<string>()
  // A block runs from its onBlockStart to the next one (or the end of the page).
  let block: { version: string; startedAt: number } | null = null
  const endBlock = () => {
    if (block && performance.now() - block.startedAt > slowBlockMs) slow.add(block.version)
    block = null
  }
  try {
    const result = renderPage({
      ...input,
      components,
      engine,
      blockedComponents: new Set(blocked),
      onBlockStart: ({ componentId }) => {
        endBlock()
        Atomics.store(running, 0, componentId)
        const component = components.get(componentId)!
        block = { version: `${component.id}:${component.updated_at}`, startedAt: performance.now() }
      },
    })
    endBlock()
    post({ id, result, slow: [...slow] })
  } catch (error) {
    endBlock()
    post({ id, error: error instanceof Error ? error.message : String(error), slow: [...slow] })
  }
})

post({ ready: true })
