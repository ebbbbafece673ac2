import type { EncodedDocument } from './encoded-document.ts'

/** A rendered public page, ready to send: its document and stylesheet (compressed on demand). */
export interface CachedPage {
  status: number
  html: EncodedDocument
  css: EncodedDocument
  /** The validators of the page's representations (If-None-Match may name any of them). */
  etags: ReadonlySet<string>
  siteId: number
}

/** Whether an If-None-Match header names one of the page's validators (the answer is a 304). */
export const isUnchanged = (page: CachedPage, ifNoneMatch: string | undefined) =>
  !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => page.etags.has(tag.trim()))

/** What an entry costs: the bytes of its encoded documents. */
const costOf = (page: CachedPage) => page.html.bytes + page.css.bytes

/**
 * Rendered pages per (resolved site, page URL), least recently used dropped first once their sum
 * passes `maxBytes` (decision 014): keyed on the site, not the Host header, so no spelling of a
 * host (ports, case, a trailing dot) renders a page again or stores it twice. Invalidated per site
 * on every edit that touches it (ARCHITECTURE "Components, pages and rendering"). In-process: each
 * server renders its own cache; invalidations of other processes arrive through `invalidateSite`
 * (the invalidation bus, decision 035). A page whose render began before an invalidation is not
 * cached: it may have been rendered from what the invalidation dropped.
 */
export function createPageCache({
  maxBytes = 64 * 1024 * 1024,
  enabled = true,
}: { maxBytes?: number; enabled?: boolean } = {}) {
  const entries = new Map<string, CachedPage>()
  let bytes = 0
  /** Moves on with every invalidation; a render remembers it from its start (`mark`). */
  let epoch = 0
  let hits = 0
  let misses = 0
  const key = (siteId: number, url: string) => `${siteId}\n${url}`
  const remove = (k: string) => {
    const page = entries.get(k)
    if (!page) return
    entries.delete(k)
    bytes -= costOf(page)
  }
  const trim = () => {
    while (bytes > maxBytes) remove(entries.keys().next().value!)
  }
  const hit = (siteId: number, url: string): CachedPage | undefined => {
    const k = key(siteId, url)
    const page = entries.get(k)
    if (!page) return undefined
    hits++
    // Map keeps insertion order: moving a hit to the end leaves the oldest first.
    entries.delete(k)
    entries.set(k, page)
    return page
  }

  return {
    /** Whether pages are cached at all (`PAGE_CACHE`): one not cached is compressed fast. */
    enabled,
    get(siteId: number, url: string): CachedPage | undefined {
      const page = hit(siteId, url)
      if (!page) misses++
      return page
    },
    /**
     * The page if it is held, counted as a hit; a miss is not counted (the answer before the
     * framework asks first, and the request it cannot answer asks `get` again).
     */
    hit,
    /** Taken before a render starts, handed to `set` with its result. */
    mark: () => epoch,
    /** Caches `page`, unless something was invalidated since `since` (a `mark()`). */
    set(siteId: number, url: string, page: CachedPage, since = epoch) {
      if (!enabled || since !== epoch) return
      const k = key(siteId, url)
      remove(k)
      // A page larger than a quarter of the budget would push out everything else.
      if (costOf(page) > maxBytes / 4) return
      entries.set(k, page)
      bytes += costOf(page)
      // A compressed form made on a later hit counts too, while the page is still held.
      page.html.onGrow = page.css.onGrow = (grown) => {
        if (entries.get(k) !== page) return
        bytes += grown
        trim()
      }
      trim()
    },
    invalidateSite(siteId: number) {
      epoch++
      for (const [k, page] of entries) if (page.siteId === siteId) remove(k)
    },
    clear() {
      epoch++
      entries.clear()
      bytes = 0
    },
    get size() {
      return entries.size
    },
    /** The bytes of the documents held; never more than `maxBytes`. */
    get bytes() {
      return bytes
    },
    get maxBytes() {
      return maxBytes
    },
    /** Lookups answered from the cache, and not, since the start (metrics). */
    get hits() {
      return hits
    },
    get misses() {
      return misses
    },
  }
}

export type PageCache = ReturnType<typeof createPageCache>
