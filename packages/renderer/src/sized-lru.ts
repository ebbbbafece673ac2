/**
 * A map bounded by the summed size of its values (characters, bytes), least recently used out
 * first: a Map keeps insertion order, and a read moves its key to the end. `keepOne` keeps the
 * newest entry even when it alone is over the bound.
 */
export function createSizedLru<V>({
  maxSize,
  maxEntries = Infinity,
  keepOne = false,
}: {
  maxSize: number
  maxEntries?: number
  keepOne?: boolean
}) {
  const entries = new Map<string, { value: V; size: number }>()
  let size = 0

  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    size -= entry.size
  }

  return {
    get(key: string): V | undefined {
      const entry = entries.get(key)
      if (!entry) return undefined
      entries.delete(key)
      entries.set(key, entry)
      return entry.value
    },
    has: (key: string) => entries.has(key),
    /** Puts `value` at the newest end (replacing what `key` held), then evicts down to the bounds. */
    set(key: string, value: V, valueSize: number) {
      remove(key)
      entries.set(key, { value, size: valueSize })
      size += valueSize
      const floor = keepOne ? 1 : 0
      while (entries.size > floor && (size > maxSize || entries.size > maxEntries))
        remove(entries.keys().next().value!)
    },
    delete: remove,
    get size() {
      return size
    },
    get count() {
      return entries.size
    },
  }
}
