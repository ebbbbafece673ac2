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
 * domains or address). Unknown hosts are remembered briefly (issue #18: each one cost a query),
 * at most `unknownMax` of them, for `unknownTtlMs`; a site created or a domain added forgets them
 * in this process at once, in another within the time.
 */
export function createHostCache({
  resolveHost,
  siteUrlOf,
  isSuspended = async () => false,
  now = Date.now,
  unknownTtlMs = 10_000,
  unknownMax = 10_000,
}: {
  resolveHost: HostResolver
  siteUrlOf: (site: HostMatch['site']) => Promise<string>
  /** Remembered with the host, so suspending or unsuspending must `clear()` the cache. */
  isSuspended?: (organizationId: number) => Promise<boolean>
  now?: () => number
  unknownTtlMs?: number
  unknownMax?: number
}) {
  const hosts = new Map<string, Promise<ResolvedHost | null>>()
  /** The hosts whose site is known already: read without waiting (the answer before the framework). */
  const known = new Map<string, ResolvedHost>()
  /** Unknown host → when it stops being remembered; oldest first. */
  const unknown = new Map<string, number>()
  const rememberUnknown = (host: string) => {
    unknown.delete(host)
    if (unknown.size >= unknownMax) unknown.delete(unknown.keys().next().value!)
    unknown.set(host, now() + unknownTtlMs)
  }
  const clear = () => {
    hosts.clear()
    known.clear()
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
      let entry = hosts.get(host)
      if (!entry) {
        entry = resolveHost(host).then(async (match) =>
          match
            ? {
                match,
                siteUrl: await siteUrlOf(match.site),
                suspended: await isSuspended(match.site.organizationId),
              }
            : null,
        )
        hosts.set(host, entry)
        const loading = entry
        loading.then(
          (found) => {
            // A clear() while it loaded dropped it: what it found may be stale.
            if (hosts.get(host) !== loading) return
            if (found) return void known.set(host, found)
            hosts.delete(host)
            rememberUnknown(host)
          },
          () => hosts.delete(host),
        )
      }
      return entry
    },
    /** The site a host serves if it is known already, without waiting; undefined otherwise. */
    known: (hostHeader: string): ResolvedHost | undefined => known.get(hostNameOf(hostHeader)),
    // Site changes are rare next to visits: forgetting every host keeps this simple and correct.
    invalidateSite: (_siteId: number) => clear(),
    clear,
    /** How many unknown hosts are remembered. */
    get unknownSize() {
      return unknown.size
    },
  }
}
export type HostCache = ReturnType<typeof createHostCache>
