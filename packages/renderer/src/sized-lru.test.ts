import { describe, expect, it } from 'vitest'
import { createSizedLru } from './sized-lru.ts'

describe('createSizedLru', () => {
  it('drops the least recently read entries once the sizes pass the bound', () => {
    const lru = createSizedLru<string>({ maxSize: 10 })
    lru.set('a', 'A', 4)
    lru.set('b', 'B', 4)
    expect(lru.get('a')).toBe('A')
    lru.set('c', 'C', 4)
    expect([lru.has('a'), lru.has('b'), lru.has('c')]).toEqual([true, false, true])
    expect(lru.size).toBe(8)
  })

  it('counts a replaced value once, bounds the number of entries, and keeps one oversized entry only when asked', () => {
    const counted = createSizedLru<string>({ maxSize: 100, maxEntries: 2 })
    counted.set('a', 'A', 5)
    counted.set('a', 'A2', 7)
    counted.set('b', 'B', 1)
    counted.set('c', 'C', 1)
    expect([counted.has('a'), counted.size, counted.count]).toEqual([false, 2, 2])

    const plain = createSizedLru<string>({ maxSize: 3 })
    plain.set('big', 'X', 10)
    expect(plain.count).toBe(0)
    const keeping = createSizedLru<string>({ maxSize: 3, keepOne: true })
    keeping.set('big', 'X', 10)
    expect(keeping.get('big')).toBe('X')
  })
})
