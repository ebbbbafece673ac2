/**
 * Least recently used buffers, bounded by their total bytes: the hot images of a process. A value
 * larger than a quarter of the budget is not kept (it would push out everything else).
 */
export function createMemoryCache<T extends { body: Buffer }>({ maxBytes }: { maxBytes: number }) {
  const entries = new Map<string, T>()
  let bytes = 0

  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.body.length
  }

  return {
    get(key: string): T | undefined {
      const entry = entries.get(key)
      if (!entry) return undefined
      // Map keeps insertion order: moving the entry to the end makes the first one the oldest.
      entries.delete(key)
      entries.set(key, entry)
      return entry
    },
    set(key: string, entry: T) {
      remove(key)
      if (entry.body.length > maxBytes / 4) return
      entries.set(key, entry)
      bytes += entry.body.length
      while (bytes > maxBytes) remove(entries.keys().next().value!)
    },
    /** Drops every key that starts with `prefix` (a deleted file's variants). */
    deletePrefix(prefix: string) {
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) remove(key)
    },
    get bytes() {
      return bytes
    },
  }
}
