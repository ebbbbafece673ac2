import type { Clock } from '../../lib/clock.ts'

/** One redirect's visits since the last flush. */
interface Pending {
  hits: number
  lastHitAt: Date
}

/**
 * Counts redirect visits in memory and writes them in one statement per flush (every few seconds,
 * before the list is read, and when the server stops), so a visit costs no database write
 * (decision 036). A failed flush puts its counts back for the next one.
 */
export function createHitCounter({
  clock,
  write,
}: {
  clock: Clock
  write: (batch: { id: number; hits: number; lastHitAt: Date }[]) => Promise<void>
}) {
  let pending = new Map<number, Pending>()
  let flushing: Promise<void> = Promise.resolve()

  const merge = (into: Map<number, Pending>, id: number, add: Pending) => {
    const known = into.get(id)
    into.set(id, {
      hits: (known?.hits ?? 0) + add.hits,
      lastHitAt: known && known.lastHitAt > add.lastHitAt ? known.lastHitAt : add.lastHitAt,
    })
  }

  async function writeOut() {
    if (!pending.size) return
    const batch = pending
    pending = new Map()
    try {
      await write([...batch].map(([id, p]) => ({ id, ...p })))
    } catch (error) {
      for (const [id, p] of batch) merge(pending, id, p)
      throw error
    }
  }

  return {
    hit(id: number) {
      merge(pending, id, { hits: 1, lastHitAt: clock.now() })
    },
    /** Writes what was counted; flushes run one after another. */
    flush() {
      flushing = flushing.catch(() => undefined).then(writeOut)
      return flushing
    },
  }
}

export type HitCounter = ReturnType<typeof createHitCounter>
