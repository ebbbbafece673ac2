/**
 * Rendered blocks, cached by everything they were rendered from (decision 037): a page render renders
 * again only the blocks whose content, component version, theme or colour set, placement, or a
 * page-wide input they read (site, page, navigation, forms) changed. Keyed by content, never by
 * time, so nothing has to drop it: an edit makes a new key and the old entry ages out.
 */

import { createSizedLru } from './sized-lru.ts'

/** The page-wide inputs a template may read; a block is keyed by those it did read. */
export type PageInput = 'site' | 'page' | 'navigation' | 'forms'

/** One rendered block: its inner HTML, and what the page learns from it on every hit. */
export interface CachedBlock {
  html: string
  /** Warnings of a block that was rendered (an unknown icon): given again on every hit. */
  warnings: string[]
  /** The forms it drew (the page then loads the form's script). */
  forms: number[]
  /** The digests of the page-wide inputs it read, as they were: a hit needs the same. */
  reads: Partial<Record<PageInput, string>>
}

/** A site's part of the cache: keys of one site never meet another site's (decision 037). */
export interface BlockCache {
  /** A short digest of `text` (keys hold digests of the inputs, not the inputs). */
  digest(text: string): string
  /** The digest of a block's data as JSON (see BlockCacheOptions.unchangedData). */
  digestData(data: unknown): string
  /** The rendered blocks cached for a block key, most recent first. */
  get(key: string): readonly CachedBlock[] | undefined
  add(key: string, block: CachedBlock): void
}

export interface BlockCacheOptions {
  /** Bound of the whole cache: characters of HTML and keys, counted twice (UTF-16). */
  maxBytes: number
  digest: (text: string) => string
  /**
   * Rendered blocks cached per block key: one per combination of the page-wide inputs it read (a header
   * reading the navigation has one per page, whose item is the active one).
   */
  maxVariants?: number
  /**
   * The block data of the pages rendered with this cache never changes once rendered (the render
   * worker keeps the trees it was sent, issue #18): each data object is digested once, not on
   * every render. Without it, a caller may change data in place between renders.
   */
  unchangedData?: boolean
}

interface Entry {
  variants: CachedBlock[]
  bytes: number
}

/**
 * `text` as one flat string. A template's output is a rope of the thousands of pieces liquidjs
 * joined with `+`; V8 keeps it that way until a character is read by index, and every page that
 * embeds the cached block would walk those pieces again (issue #18: a page of 78 cached blocks took
 * 2.6 ms of CPU to join, 1.9 ms with its blocks flattened once when cached).
 */
function flattened(text: string): string {
  text.charCodeAt(0)
  return text
}

const sizeOf = (key: string, block: CachedBlock) =>
  2 * (key.length + block.html.length + block.warnings.join('').length) + 200

/** A bounded cache of rendered blocks, least recently used out first, shared by the sites it scopes. */
export function createBlockCache({
  maxBytes,
  digest,
  maxVariants = 64,
  unchangedData = false,
}: BlockCacheOptions) {
  const entries = createSizedLru<Entry>({ maxSize: maxBytes })
  let hits = 0
  let misses = 0
  const dataDigests = new WeakMap<object, string>()
  const digestData = (data: unknown) => {
    if (!unchangedData || typeof data !== 'object' || data === null)
      return digest(JSON.stringify(data))
    let made = dataDigests.get(data)
    if (made === undefined) dataDigests.set(data, (made = digest(JSON.stringify(data))))
    return made
  }

  return {
    /** The cache as one site's renders use it: every key carries the site's id. */
    forSite(siteId: number): BlockCache {
      const scoped = (key: string) => `${siteId}|${key}`
      return {
        digest,
        digestData,
        get(key) {
          const entry = entries.get(scoped(key))
          if (entry) hits++
          else misses++
          return entry?.variants
        },
        add(key, block) {
          const full = scoped(key)
          const size = sizeOf(full, block)
          if (size > maxBytes) return
          const entry = entries.get(full) ?? { variants: [], bytes: 0 }
          entry.variants.unshift({ ...block, html: flattened(block.html) })
          entry.bytes += size
          while (entry.variants.length > maxVariants)
            entry.bytes -= sizeOf(full, entry.variants.pop()!)
          entries.set(full, entry, entry.bytes)
        },
      }
    },
    /** What the cache holds and how often a block key was found. */
    stats: () => ({ blocks: entries.count, bytes: entries.size, hits, misses }),
  }
}

export type BlockCacheStore = ReturnType<typeof createBlockCache>
