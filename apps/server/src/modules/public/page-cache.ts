/** A rendered public page, ready to send. */
export interface CachedPage {
  status: number
  html: string
  css: string
  etag: string
  siteId: number
}

/**
 * Rendered pages per (host, path), invalidated per site on every edit that touches it
 * (ARCHITECTURE "Components, pages and rendering"). In-process: each server renders its own
 * cache; invalidations of other processes arrive through `invalidateSite` (see docs/architecture.md).
 */
export function createPageCache({
  maxEntries = 5000,
  enabled = true,
}: { maxEntries?: number; enabled?: boolean } = {}) {
  const entries = new Map<string, CachedPage>()
  const key = (host: string, path: string) => `${host}\n${path}`
  return {
    get: (host: string, path: string) => entries.get(key(host, path)),
    set(host: string, path: string, page: CachedPage) {
      if (!enabled) return
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!)
      entries.set(key(host, path), page)
    },
    invalidateSite(siteId: number) {
      for (const [k, page] of entries) if (page.siteId === siteId) entries.delete(k)
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size
    },
  }
}

export type PageCache = ReturnType<typeof createPageCache>
