import { describe, expect, it } from 'vitest'
import { createMemoryCache } from './memory-cache.ts'
import { createImageService } from './service.ts'
import { createSemaphore } from './transform.ts'

const entry = (bytes: number) => ({ body: Buffer.alloc(bytes) })

describe('the memory cache of hot images', () => {
  it('keeps at most its bytes, dropping the least recently used first', () => {
    const cache = createMemoryCache({ maxBytes: 100 })
    cache.set('a', entry(20))
    cache.set('b', entry(20))
    cache.set('c', entry(20))
    expect(cache.get('a')).toBeDefined() // a is now the most recent
    cache.set('d', entry(25))
    cache.set('e', entry(25))
    expect(cache.bytes).toBeLessThanOrEqual(100)
    expect(cache.get('b')).toBeUndefined()
    expect(['a', 'c', 'd', 'e'].map((k) => cache.get(k) !== undefined)).toEqual([
      true,
      true,
      true,
      true,
    ])
  })

  it('does not keep an entry larger than a quarter of its budget, and forgets a prefix', () => {
    const cache = createMemoryCache({ maxBytes: 100 })
    cache.set('big', entry(26))
    expect(cache.get('big')).toBeUndefined()
    cache.set('org-1/derived/5/320w1x.webp', entry(10))
    cache.set('org-1/derived/5/640w1x.webp', entry(10))
    cache.set('org-1/derived/50/320w1x.webp', entry(10))
    cache.deletePrefix('org-1/derived/5/')
    expect(cache.get('org-1/derived/5/320w1x.webp')).toBeUndefined()
    expect(cache.get('org-1/derived/50/320w1x.webp')).toBeDefined()
    expect(cache.bytes).toBe(10)
  })
})

describe('the file rows the image pipeline remembers (decision 064)', () => {
  it('keeps at most 10,000, the oldest asked again', async () => {
    const asked: number[] = []
    const images = createImageService({
      findFile: async (id) => {
        asked.push(id)
        return null
      },
      storage: {} as never,
      transformer: {} as never,
      accessTo: async () => undefined,
      log: { warn: () => {} },
      clock: { now: () => new Date('2026-01-01T00:00:00Z') },
    })
    const ask = (id: number) =>
      images.forSite({
        organizationId: 1,
        path: `/media/img/${id}/placeholder.webp`,
        ifNoneMatch: undefined,
      })
    for (let id = 1; id <= 10_001; id++) expect((await ask(id)).status).toBe(404)
    asked.length = 0
    await ask(10_001)
    await ask(2)
    expect(asked).toEqual([])
    await ask(1)
    expect(asked).toEqual([1])
  })
})

describe('the transform semaphore', () => {
  it('runs at most its size at once, in order, and frees a slot when a task fails', async () => {
    const run = createSemaphore(2)
    let running = 0
    let most = 0
    const order: number[] = []
    const task = (i: number) =>
      run(async () => {
        running++
        most = Math.max(most, running)
        await new Promise((resolve) => setTimeout(resolve, 5))
        running--
        order.push(i)
        if (i === 1) throw new Error('broken original')
        return i
      })
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map(task))
    expect(most).toBe(2)
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ])
    expect(order.slice(0, 2).sort()).toEqual([0, 1])
  })
})
