import { LRUCache } from 'lru-cache'
import { HEAP_PER_JSON_CHAR } from './memory-budget.ts'

/**
 * What was loaded, by key, the least recently used dropped first once the sizes of the values
 * pass `maxSize` (decision 064). The promise is kept, so concurrent first asks share one load; a
 * failed load is forgotten. A value is sized once, when it arrives (a load in flight counts one);
 * a value sized 0, or larger than `maxSize`, is answered and not kept. A load dropped while it ran
 * (`delete`, `deleteGroup`, `clear`, pushed out) still answers whoever asked, but is not kept: the
 * next ask loads again, so nothing dropped comes back. `groupOf` names the group of a key (a site),
 * whose keys `deleteGroup` drops without a walk over every key.
 */
export function createLoadingCache<V>({
  maxSize,
  sizeOf,
  groupOf = () => '',
}: {
  maxSize: number
  sizeOf: (value: V) => number
  groupOf?: (key: string) => string
}) {
  /** The keys kept, by group: a key joins when it is stored and leaves when it is dropped. */
  const groups = new Map<string, Set<string>>()
  const leave = (key: string) => {
    const group = groupOf(key)
    const keys = groups.get(group)
    if (keys?.delete(key) && !keys.size) groups.delete(group)
  }
  /** What each kept promise resolved to, for `ready` (weak: it goes with its promise). */
  const settled = new WeakMap<Promise<V>, V>()
  const cache = new LRUCache<string, Promise<V>>({
    maxSize,
    // 'set' replaces a value under a key that stays
    dispose: (_value, key, reason) => reason !== 'set' && leave(key),
  })
  /** Stores `value` under `key` (dropping what it held) unless it is too large. */
  const store = (key: string, value: Promise<V>, size: number) => {
    cache.delete(key)
    if (size <= 0) return
    cache.set(key, value, { size })
    if (cache.peek(key) !== value) return
    const group = groupOf(key)
    let keys = groups.get(group)
    if (!keys) groups.set(group, (keys = new Set()))
    keys.add(key)
  }

  return {
    /** The value kept under `key`, else `load`'s (kept, sized by `size`). */
    load(key: string, load: () => Promise<V>, size: (value: V) => number = sizeOf): Promise<V> {
      const kept = cache.get(key)
      if (kept) return kept
      const loading = load()
      store(key, loading, 1)
      // Sized when it arrives, if it is still the one kept; a failed one is dropped.
      const settle = (bytes: number) => cache.peek(key) === loading && store(key, loading, bytes)
      loading.then(
        (value) => {
          settled.set(loading, value)
          settle(Math.ceil(size(value)))
        },
        () => settle(0),
      )
      return loading
    },
    /** Keeps a value loaded elsewhere. */
    set(key: string, value: V, size = sizeOf(value)) {
      const kept = Promise.resolve(value)
      settled.set(kept, value)
      store(key, kept, Math.ceil(size))
    },
    /** The promise kept under `key` (the newest now), or undefined. */
    get: (key: string) => cache.get(key),
    /** The value kept under `key` once its load has finished, without waiting; else undefined. */
    ready(key: string): V | undefined {
      const kept = cache.get(key)
      return kept && settled.get(kept)
    },
    delete: (key: string) => void cache.delete(key),
    /** Drops every key of `group`. */
    deleteGroup(group: string) {
      for (const key of [...(groups.get(group) ?? [])]) cache.delete(key)
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
