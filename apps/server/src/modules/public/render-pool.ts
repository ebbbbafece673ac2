import { Worker } from 'node:worker_threads'
import type {
  LiquidLimits,
  RenderComponent,
  RenderedPage,
  RenderPageInput,
} from '@sitewerk/renderer'

/** What crosses to the worker: the render input without the engine, components as a list. */
export type PageRenderInput = Omit<
  RenderPageInput,
  'engine' | 'components' | 'onBlockStart' | 'blockedComponents'
> & {
  components: RenderComponent[]
}
export interface WorkerRequest {
  id: number
  input: PageRenderInput
  blocked: string[]
}
export type WorkerResponse =
  { ready: true } | { id: number; result: RenderedPage } | { id: number; error: string }

interface Job {
  id: number
  input: PageRenderInput
  resolve: (page: RenderedPage) => void
  reject: (error: Error) => void
  attempts: number
}

const WORKER_URL = new URL('./render-worker-entry.mjs', import.meta.url)

/**
 * One render worker with a queue and a hard time bound per page. When a render overruns, the
 * worker is ended, the component version that was running is blocked (it renders as nothing
 * until it is saved again), and the page is rendered again without it.
 */
export function createRenderPool({
  hardTimeoutMs = 2000,
  maxAttempts = 3,
  limits,
}: {
  hardTimeoutMs?: number
  maxAttempts?: number
  /** liquidjs' cooperative limits inside the worker (defaults of the renderer). */
  limits?: LiquidLimits
} = {}) {
  const queue: Job[] = []
  const blocked = new Set<string>()
  let worker: Worker | null = null
  // The time bound counts from a worker that has loaded, not from its start-up.
  let ready = false
  let current: { job: Job; timer: NodeJS.Timeout } | null = null
  // The worker writes the id of the component it is rendering here: no message per block, and
  // readable even while the worker is stuck.
  const running = new Int32Array(new SharedArrayBuffer(4))
  let nextId = 1
  let closed = false

  function spawn() {
    ready = false
    const w = new Worker(WORKER_URL, { workerData: { limits, running } })
    w.on('message', (message: WorkerResponse) => {
      if ('ready' in message) {
        ready = true
        return pump()
      }
      if (!current || message.id !== current.job.id) return
      finish(message)
    })
    w.on('error', (error) => fail(error))
    w.unref()
    return w
  }

  function finish(message: WorkerResponse) {
    const { job, timer } = current!
    clearTimeout(timer)
    current = null
    if ('result' in message) job.resolve(message.result)
    else if ('error' in message) job.reject(new Error(message.error))
    pump()
  }

  // A worker that dies takes its page with it; the next page gets a new worker.
  function fail(error: Error) {
    worker = null
    if (!current) return
    const { job, timer } = current
    clearTimeout(timer)
    current = null
    job.reject(error)
    pump()
  }

  function overrun() {
    const { job } = current!
    const stuck = job.input.components.find((c) => c.id === Atomics.load(running, 0))
    current = null
    void worker?.terminate()
    worker = null
    if (stuck) blocked.add(`${stuck.id}:${stuck.updated_at}`)
    if (++job.attempts < maxAttempts) queue.unshift(job)
    else job.reject(new Error('render time limit exceeded'))
    pump()
  }

  function pump() {
    if (current || closed || !queue.length) return
    worker ??= spawn()
    if (!ready) return
    const job = queue.shift()!
    Atomics.store(running, 0, 0)
    current = { job, timer: setTimeout(overrun, hardTimeoutMs) }
    worker.postMessage({
      id: job.id,
      input: job.input,
      blocked: [...blocked],
    } satisfies WorkerRequest)
  }

  return {
    render(input: PageRenderInput): Promise<RenderedPage> {
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, input, resolve, reject, attempts: 0 })
        pump()
      })
    },
    /** A saved component version starts with a clean slate. */
    unblock(componentId: number) {
      for (const key of blocked) if (key.startsWith(`${componentId}:`)) blocked.delete(key)
    },
    async close() {
      closed = true
      if (current) clearTimeout(current.timer)
      await worker?.terminate()
    },
  }
}

export type RenderPool = ReturnType<typeof createRenderPool>
