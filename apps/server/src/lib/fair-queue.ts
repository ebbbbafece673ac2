/** Thrown when one key's queue is full: the caller answers 429/503 with Retry-After. */
export class QueueFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('queue full')
  }
}

interface Lane<T> {
  items: T[]
  active: number
}

/**
 * Jobs of many owners (sites, organisations) in one queue per owner, served round-robin: each
 * `next()` takes the first job of the next owner in turn, so one owner's backlog delays another's
 * job by at most one job per owner ahead of it, never by the whole backlog (decision 014).
 * `maxActivePerKey` caps how many of one owner's jobs run at once; `maxQueuedPerKey` caps how many
 * wait.
 */
export function createFairQueue<T>({
  maxQueuedPerKey = Infinity,
  maxActivePerKey = Infinity,
}: { maxQueuedPerKey?: number; maxActivePerKey?: number } = {}) {
  const lanes = new Map<string, Lane<T>>()
  // Keys with waiting jobs, in turn order: the one served goes to the back.
  let turn: string[] = []
  let queued = 0

  const laneOf = (key: string) => {
    let lane = lanes.get(key)
    if (!lane) lanes.set(key, (lane = { items: [], active: 0 }))
    return lane
  }
  const dropIfIdle = (key: string, lane: Lane<T>) => {
    if (!lane.items.length && !lane.active) lanes.delete(key)
  }

  return {
    /**
     * Queues `item` for `key`; false when the key already has `maxQueuedPerKey` waiting. `front`
     * puts a retried job first in its lane and ignores the cap (it was admitted once).
     */
    push(key: string, item: T, { front = false }: { front?: boolean } = {}): boolean {
      const lane = laneOf(key)
      if (!front && lane.items.length >= maxQueuedPerKey) {
        dropIfIdle(key, lane)
        return false
      }
      if (front) lane.items.unshift(item)
      else lane.items.push(item)
      if (lane.items.length === 1) turn.push(key)
      queued++
      return true
    },
    /**
     * The next job to run (of a key `accept` takes, if given), marked active until `done(key)`;
     * undefined when none may run now.
     */
    next(accept?: (key: string) => boolean): { key: string; item: T } | undefined {
      const index = turn.findIndex(
        (key) => lanes.get(key)!.active < maxActivePerKey && (accept?.(key) ?? true),
      )
      if (index < 0) return undefined
      const key = turn[index]!
      const lane = lanes.get(key)!
      const item = lane.items.shift()!
      lane.active++
      queued--
      turn = [...turn.slice(0, index), ...turn.slice(index + 1)]
      if (lane.items.length) turn.push(key)
      return { key, item }
    },
    /** A job of `key` that `next()` handed out has ended. */
    done(key: string) {
      const lane = lanes.get(key)
      if (!lane) return
      lane.active = Math.max(0, lane.active - 1)
      dropIfIdle(key, lane)
    },
    /** Takes every waiting job out (closing down). */
    drain(): T[] {
      const items = [...lanes.values()].flatMap((lane) => lane.items.splice(0))
      for (const [key, lane] of lanes) dropIfIdle(key, lane)
      turn = []
      queued = 0
      return items
    },
    queuedOf: (key: string) => lanes.get(key)?.items.length ?? 0,
    activeOf: (key: string) => lanes.get(key)?.active ?? 0,
    get queued() {
      return queued
    },
    /** Keys with jobs waiting or running (bounded by the jobs, not by every key ever seen). */
    get keys() {
      return lanes.size
    },
  }
}

export type FairQueue<T> = ReturnType<typeof createFairQueue<T>>
