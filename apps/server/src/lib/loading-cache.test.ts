import { describe, expect, it } from 'vitest'
import { createLoadingCache } from './loading-cache.ts'

const text = (n: number) => 'x'.repeat(n)

describe('the loading cache (decision 064)', () => {
  it('keeps at most its size, the least recently used out first, and loads a dropped key again', async () => {
    const loads: string[] = []
    const cache = createLoadingCache<string>({ maxSize: 1000, sizeOf: (v) => v.length })
    const load = (key: string) =>
      cache.load(key, async () => {
        loads.push(key)
        return text(300)
      })
    for (const key of ['a', 'b', 'c']) await load(key)
    await load('a') // a is now newer than b
    for (const key of ['d', 'e']) await load(key)
    expect(cache.size).toBeLessThanOrEqual(1000)
    expect(cache.count).toBe(3)
    loads.length = 0
    for (const key of ['a', 'd', 'e']) expect(await load(key)).toHaveLength(300)
    expect(loads).toEqual([])
    await load('b')
    expect(loads).toEqual(['b'])
    expect(cache.size).toBeLessThanOrEqual(1000)
  })

  it('shares one load between concurrent asks, and forgets a failed one', async () => {
    let calls = 0
    let fail = true
    const cache = createLoadingCache<string>({ maxSize: 1000, sizeOf: (v) => v.length })
    const load = () =>
      cache.load('k', async () => {
        calls++
        if (fail) throw new Error('database away')
        return 'value'
      })
    const first = await Promise.allSettled([load(), load(), load()])
    expect(first.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected'])
    expect(calls).toBe(1)
    fail = false
    expect(await load()).toBe('value')
    expect(await load()).toBe('value')
    expect(calls).toBe(2)
  })

  it('drops a group’s keys only, answers a load dropped while it ran without keeping it, and keeps nothing too large or sized 0', async () => {
    const cache = createLoadingCache<string>({
      maxSize: 100,
      sizeOf: (v) => v.length,
      groupOf: (key) => key.split(' ')[0]!,
    })
    await cache.load('1 menu', async () => 'menu')
    await cache.load('2 page', async () => 'other')
    let release = (_: string) => {}
    const running = cache.load('1 page', () => new Promise((resolve) => (release = resolve)))
    cache.deleteGroup('1')
    release('old')
    expect(await running).toBe('old')
    expect(cache.count).toBe(1)
    expect(await cache.load('2 page', async () => 'read again')).toBe('other')
    cache.deleteGroup('2')
    expect(cache.count).toBe(0)
    expect(await cache.load('big', async () => text(101))).toHaveLength(101)
    expect(
      await cache.load(
        'none',
        async () => 'x',
        () => 0,
      ),
    ).toBe('x')
    expect(cache.count).toBe(0)
  })
})
