import { Worker } from 'node:worker_threads'
import { createFairQueue, QueueFullError } from '../../lib/fair-queue.ts'

/**
 * Thrown for a compile that waits while the server shuts down (`stopTakingWork`): it would not
 * finish before the drain's bound, so the caller answers 503 with Retry-After instead of having its
 * connection cut (issue #31).
 */
export class CompilerStoppingError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('scss compiler stopping')
  }
}

export type ScssResult =
  | { css: string }
  | {
      error: { kind: 'invalid'; message: string; line: number } | { kind: 'timeout' | 'too_large' }
    }

export interface ScssCompilerOptions {
  /** Hard bound per compile: sass has no limits of its own and tenants write the SCSS. */
  timeoutMs?: number
  /** Characters the compiled CSS may have (a few loops can blow 100k of SCSS up to gigabytes). */
  maxCss?: number
  /** Worker threads shared by all organisations. */
  workers?: number
  /** Compiles of one owner waiting for a worker; one more is refused with QueueFullError. */
  maxQueuedPerOwner?: number
  /** Compiles of one owner running at once. */
  maxActivePerOwner?: number
  /** How long a low-priority worker of an owner whose compile overran lives without its compiles. */
  lowPriorityIdleMs?: number
}

type Job = { source: string; scope: string | null }
type Reply = { css: string } | { error: { message: string; line: number } }
interface Pending {
  job: Job
  resolve: (result: ScssResult) => void
  reject: (error: unknown) => void
}
/** One worker thread (started on first use, again after it was ended) and whether it compiles. */
interface Slot {
  worker: Promise<Worker> | null
  busy: Promise<void> | null
  // The owner whose compile overran or crashed this slot's last worker: its next one runs at a low
  // CPU priority and compiles only that owner's stylesheets (decision 055), until idle.
  lowFor: string | null
  idleTimer: NodeJS.Timeout | null
}
/** The nice value of a worker that compiles for an owner whose compile overran (decision 055). */
const LOW_NICE = 19

/**
 * Compiles SCSS with `sass` in a small pool of worker threads, fairly between owners
 * (organisations, decision 014): one queue per owner served round-robin, one compile per owner at
 * a time, a cap on waiting compiles. `scope` wraps every rule in `.{scope}`; `@use 'sass:…'`
 * built-ins work, every other import is refused.
 */
export function createScssCompiler({
  timeoutMs = 5000,
  maxCss = 1_000_000,
  workers = 2,
  maxQueuedPerOwner = 4,
  maxActivePerOwner = 1,
  lowPriorityIdleMs = 30_000,
}: ScssCompilerOptions = {}) {
  const queue = createFairQueue<Pending>({
    maxQueuedPerKey: maxQueuedPerOwner,
    maxActivePerKey: maxActivePerOwner,
  })
  const slots: Slot[] = Array.from({ length: workers }, () => ({
    worker: null,
    busy: null,
    lowFor: null,
    idleTimer: null,
  }))
  let closed = false
  let stopping = false
  const stoppingError = () => new CompilerStoppingError(Math.ceil(timeoutMs / 1000))

  /** A worker that has loaded sass (its first message says so); rejects if it fails to start. */
  const spawn = (lowPriority: boolean) =>
    new Promise<Worker>((resolve, reject) => {
      const w = new Worker(new URL('./scss-worker.mjs', import.meta.url), {
        resourceLimits: { maxOldGenerationSizeMb: 256 },
        workerData: { nice: lowPriority ? LOW_NICE : 0 },
      })
      w.unref()
      w.once('message', () => resolve(w))
      w.once('error', reject)
      w.once('exit', (code) => reject(new Error(`scss worker exited with ${code}`)))
    })

  async function run(slot: Slot, job: Job, owner: string): Promise<ScssResult> {
    const starting = (slot.worker ??= spawn(slot.lowFor !== null))
    let current: Worker
    try {
      current = await starting
    } catch (error) {
      if (slot.worker === starting) slot.worker = null
      throw error
    }
    return new Promise((resolve) => {
      const finish = (result: ScssResult, healthy: boolean) => {
        clearTimeout(timer)
        current.off('message', onMessage)
        current.off('error', onFailure)
        current.off('exit', onFailure)
        if (!healthy) {
          if (slot.worker === starting) {
            slot.worker = null
            // The owner's stylesheets spin from now on where only spare CPU time reaches them.
            slot.lowFor = owner
          }
          void current.terminate()
        }
        resolve(result)
      }
      const onMessage = (reply: Reply) => {
        if ('error' in reply) finish({ error: { kind: 'invalid', ...reply.error } }, true)
        else if (reply.css.length > maxCss) finish({ error: { kind: 'too_large' } }, true)
        else finish({ css: reply.css }, true)
      }
      // Out of memory or crashed: the stylesheet asked for too much.
      const onFailure = () => finish({ error: { kind: 'too_large' } }, false)
      const timer = setTimeout(() => finish({ error: { kind: 'timeout' } }, false), timeoutMs)
      current.on('message', onMessage)
      current.once('error', onFailure)
      current.once('exit', onFailure)
      current.postMessage(job)
    })
  }

  /** Ends a low-priority worker whose owner had no compile for `lowPriorityIdleMs`. */
  function retireWhenIdle(slot: Slot) {
    if (slot.idleTimer) return
    slot.idleTimer = setTimeout(() => {
      slot.idleTimer = null
      if (closed || slot.busy || slot.lowFor === null) return
      const last = slot.worker
      slot.worker = null
      slot.lowFor = null
      void last?.then((worker) => worker.terminate()).catch(() => null)
    }, lowPriorityIdleMs)
    slot.idleTimer.unref()
  }

  function pump() {
    if (closed || stopping) return
    // An owner's own low-priority workers first, so its compiles go there rather than elsewhere.
    const ordered = [...slots].sort((a, b) => Number(b.lowFor !== null) - Number(a.lowFor !== null))
    for (const slot of ordered) {
      if (slot.busy) continue
      const owner = slot.lowFor
      const next = queue.next(owner === null ? undefined : (key) => key === owner)
      if (!next) {
        if (owner !== null) retireWhenIdle(slot)
        continue
      }
      if (slot.idleTimer) clearTimeout(slot.idleTimer)
      slot.idleTimer = null
      const { key, item } = next
      slot.busy = run(slot, item.job, key)
        .then(item.resolve, item.reject)
        .finally(() => {
          slot.busy = null
          queue.done(key)
          pump()
        })
    }
  }

  return {
    /**
     * Compiles `source`; with `scope`, every rule applies only inside `.{scope}`. `owner` (the
     * organisation) is the unit of fairness; rejects with QueueFullError past its queue cap.
     */
    compile(
      source: string,
      scope: string | null = null,
      { owner = 'platform' }: { owner?: string | number } = {},
    ): Promise<ScssResult> {
      return new Promise((resolve, reject) => {
        if (closed) return reject(new Error('scss compiler closed'))
        if (stopping) return reject(stoppingError())
        if (!queue.push(String(owner), { job: { source, scope }, resolve, reject }))
          return reject(new QueueFullError(Math.ceil(timeoutMs / 1000)))
        pump()
      })
    },
    /**
     * The server shuts down (issue #31): compiles that run finish (each within `timeoutMs`), those
     * waiting and any new one are refused with CompilerStoppingError (503 with Retry-After), so
     * none waits past the drain's bound and has its connection cut.
     */
    stopTakingWork() {
      stopping = true
      for (const pending of queue.drain()) pending.reject(stoppingError())
    },
    async close() {
      closed = true
      for (const slot of slots) if (slot.idleTimer) clearTimeout(slot.idleTimer)
      for (const pending of queue.drain()) pending.reject(new Error('scss compiler closed'))
      await Promise.all(slots.map((slot) => slot.busy))
      await Promise.all(
        slots.map(async (slot) => {
          const last = slot.worker
          slot.worker = null
          await (await last?.catch(() => null))?.terminate()
        }),
      )
    },
  }
}

export type ScssCompiler = ReturnType<typeof createScssCompiler>
