import { createLoadingCache, jsonHeapSize } from '../../lib/loading-cache.ts'
import type { HostMatch, HostResolver } from '../sites/host-resolver.ts'

export interface ResolvedHost {
  match: HostMatch
  siteUrl: string
  /** The site's organisation is suspended (decision 032): every visitor gets the neutral page. */
  suspended: boolean
}

/** The host a Host header names: lower case, without port or trailing dot (as the resolver reads it). */
export const hostNameOf = (hostHeader: string) =>
  hostHeader.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')

/**
 * Which site a host serves, and that site's address, remembered until a site changes (its
 * domains or address), at most `maxBytes` of them (estimated: the site row and the profile pages
 * make of it), the least recently used let go first (decision 064). Unknown hosts are remembered
 * briefly (issue #18: each one cost a query), at most `unknownMax` of them, for `unknownTtlMs`; a
 * site created or a domain added forgets them in this process at once, in another within the time.
 */
export function createHostCache({
  resolveHost,
  siteUrlOf,
  isSuspended = async () => false,
  now = Date.now,
  unknownTtlMs = 10_000,
  unknownMax = 10_000,
  maxBytes,
}: {
  resolveHost: HostResolver
  siteUrlOf: (site: HostMatch['site']) => Promise<string>
  /** Remembered with the host, so suspending or unsuspending must `clear()` the cache. */
  isSuspended?: (organizationId: number) => Promise<boolean>
  now?: () => number
  unknownTtlMs?: number
  unknownMax?: number
  /** A share of MEMORY_BUDGET_MB (lib/memory-budget.ts). */
  maxBytes: number
}) {
  // An unknown host is not kept here (sized 0), but among the unknown ones.
  const hosts = createLoadingCache<ResolvedHost | null>({
    maxSize: maxBytes,
    sizeOf: (found) => (found ? 2 * jsonHeapSize(found) : 0),
  })
  /** Unknown host → when it stops being remembered; oldest first. */
  const unknown = new Map<string, number>()
  const rememberUnknown = (host: string) => {
    unknown.delete(host)
    if (unknown.size >= unknownMax) unknown.delete(unknown.keys().next().value!)
    unknown.set(host, now() + unknownTtlMs)
  }
  const clear = () => {
    hosts.clear()
    unknown.clear()
  }
  return {
    resolve(hostHeader: string): Promise<ResolvedHost | null> {
      // One entry per host name: every port of a host is the same site.
      const host = hostNameOf(hostHeader)
      const until = unknown.get(host)
      if (until !== undefined) {
        if (until > now()) return Promise.resolve(null)
        unknown.delete(host)
      }
      return (
        hosts.get(host) ??
        hosts.load(host, async () => {
          const match = await resolveHost(host)
          if (!match) {
            rememberUnknown(host)
            return null
          }
          return {
            match,
            siteUrl: await siteUrlOf(match.site),
            suspended: await isSuspended(match.site.organizationId),
          }
        })
      )
    },
    /** The site a host serves if it is known already, without waiting; undefined otherwise. */
    known: (hostHeader: string): ResolvedHost | undefined =>
      hosts.ready(hostNameOf(hostHeader)) ?? undefined,
    // Site changes are rare next to visits: forgetting every host keeps this simple and correct.
    invalidateSite: (_siteId: number) => clear(),
    clear,
    /** How many unknown hosts are remembered. */
    get unknownSize() {
      return unknown.size
    },
    /** The estimated bytes of the known hosts kept, never more than `maxBytes`. */
    get bytes() {
      return hosts.size
    },
  }
}
export type HostCache = ReturnType<typeof createHostCache>
