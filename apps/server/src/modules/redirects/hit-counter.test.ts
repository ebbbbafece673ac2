import { describe, expect, it } from 'vitest'
import { createHitCounter } from './hit-counter.ts'

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 12, minute))

describe('counting redirect visits in batches', () => {
  it('writes each redirect’s visits once, with the latest time, in one batch', async () => {
    let now = at(0)
    const batches: unknown[] = []
    const hits = createHitCounter({
      clock: { now: () => now },
      write: async (batch) => void batches.push(batch),
    })
    hits.hit(1)
    now = at(5)
    hits.hit(1)
    hits.hit(2)
    await hits.flush()
    await hits.flush()
    expect(batches).toEqual([
      [
        { id: 1, hits: 2, lastHitAt: at(5) },
        { id: 2, hits: 1, lastHitAt: at(5) },
      ],
    ])
  })

  it('keeps the visits of a failed write for the next one', async () => {
    let fail = true
    const written: unknown[] = []
    const hits = createHitCounter({
      clock: { now: () => at(0) },
      write: async (batch) => {
        if (fail) throw new Error('database away')
        written.push(...batch)
      },
    })
    hits.hit(7)
    await expect(hits.flush()).rejects.toThrow('database away')
    hits.hit(7)
    fail = false
    await hits.flush()
    expect(written).toEqual([{ id: 7, hits: 2, lastHitAt: at(0) }])
  })
})
