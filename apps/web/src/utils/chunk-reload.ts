import { RELOAD_GUARD_MS } from '@sitewerk/contracts'

const KEY_PREFIX = 'sitewerk.chunk-reload:'

/** Messages browsers and Vite give when a lazily loaded chunk is gone (usually after a deploy). */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_ERROR.test(message))
}

interface ReloadOptions {
  path?: string
  now?: number
  storage?: Storage
  reload?: () => void
}

/**
 * spec §8: after a chunk load error reload the page, but at most once per 10 s per path, so a
 * chunk that is really missing shows the error screen instead of reloading forever. One
 * reloader lives as long as the page: asked again before the reload happens (a re-render), it
 * still answers true. Answers whether the page is reloading.
 */
export function createChunkReloader() {
  const requested = new Map<string, string>()
  return function reloadOnceForChunkError({
    path = window.location.pathname,
    now = Date.now(),
    storage = window.sessionStorage,
    reload = () => window.location.reload(),
  }: ReloadOptions = {}): boolean {
    const key = KEY_PREFIX + path
    const stored = storage.getItem(key)
    if (stored !== null && requested.get(key) === stored) return true
    const last = Number(stored)
    if (stored !== null && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false
    storage.setItem(key, String(now))
    requested.set(key, String(now))
    reload()
    return true
  }
}

export const reloadOnceForChunkError = createChunkReloader()
