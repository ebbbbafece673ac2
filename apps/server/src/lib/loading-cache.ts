import { LRUCache } from 'lru-cache'
import { HEAP_PER_JSON_CHAR } from './memory-budget.ts'

/**
 * What was loaded, by key, the least recently used dropped first once the sizes of the values
 * pass `maxSize` (decision 064). The promise is kept, so concurrent first asks share one load; a
 * failed load is forgotten. A value is sized once, when it arrives (a load in flight counts one);
 * a value sized 0, or larger than `maxSize`, is answered and not kept. A load dropped while it ran
 * (`delete`, `clear`, pushed out) still answers whoever asked, but is not kept: the next ask loads
 * again, so nothing dropped comes back.
 */
export function createLoadingCache<V>({
  maxSize,
  sizeOf,
}: {
  maxSize: number
  sizeOf: (value: V) => number
}) {
  const cache = new LRUCache<string, Promise<V>>({ maxSize })

  /** Sizes `value` of `loading` when it is still the one kept under `key`; 0 drops it. */
  const settle = (key: string, loading: Promise<V>, size: number) => {
    if (cache.peek(key) !== loading) return
    cache.delete(key)
    if (size > 0) cache.set(key, loading, { size })
  }

  return {
    /** The value kept under `key`, else `load`'s (kept, sized by `size`). */
    load(key: string, load: () => Promise<V>, size: (value: V) => number = sizeOf): Promise<V> {
      const kept = cache.get(key)
      if (kept) return kept
      const loading = load()
      cache.set(key, loading, { size: 1 })
      loading.then(
        (value) => settle(key, loading, Math.ceil(size(value))),
        () => settle(key, loading, 0),
      )
      return loading
    },
    /** Keeps a value loaded elsewhere. */
    set(key: string, value: V, size = sizeOf(value)) {
      cache.delete(key)
      if (size > 0) cache.set(key, Promise.resolve(value), { size: Math.ceil(size) })
    },
    /** The promise kept under `key` (the newest now), or undefined. */
    get: (key: string) => cache.get(key),
    delete: (key: string) => void cache.delete(key),
    /** Drops every key `drop` picks: a walk over all keys, for what is rare beside a lookup. */
    deleteWhere(drop: (key: string) => boolean) {
      for (const key of [...cache.keys()]) if (drop(key)) cache.delete(key)
    },
    clear: () => cache.clear(),
    /** The summed sizes of the values kept; never more than `maxSize`. */
    get size() {
      return cache.calculatedSize
    },
    get count() {
      return cache.size
    },
    maxSize,
  }
}

export type LoadingCache<V> = ReturnType<typeof createLoadingCache<V>>

/**
 * The heap a value read from the database takes, estimated once from the length of its JSON
 * (HEAP_PER_JSON_CHAR), plus the key, the promise and the cache's own slots.
 */
export const jsonHeapSize = (value: unknown) =>
  Math.ceil((JSON.stringify(value)?.length ?? 4) * HEAP_PER_JSON_CHAR) + 200
