import type { HostMatch, HostResolver } from '../sites/host-resolver.ts'

export interface ResolvedHost {
  match: HostMatch
  siteUrl: string
}

/** The host a Host header names: lower case, without port or trailing dot (as the resolver reads it). */
export const hostNameOf = (hostHeader: string) =>
  hostHeader.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')

/**
 * Which site a host serves, and that site's address, remembered until a site changes (its
 * domains or address). Unknown hosts are not remembered: a site created later must answer at once.
 */
export function createHostCache({
  resolveHost,
  siteUrlOf,
}: {
  resolveHost: HostResolver
  siteUrlOf: (site: HostMatch['site']) => Promise<string>
}) {
  const hosts = new Map<string, Promise<ResolvedHost | null>>()
  return {
    resolve(hostHeader: string): Promise<ResolvedHost | null> {
      // One entry per host name: every port of a host is the same site.
      const host = hostNameOf(hostHeader)
      let entry = hosts.get(host)
      if (!entry) {
        entry = resolveHost(host).then(async (match) =>
          match ? { match, siteUrl: await siteUrlOf(match.site) } : null,
        )
        hosts.set(host, entry)
        entry.then(
          (found) => found || hosts.delete(host),
          () => hosts.delete(host),
        )
      }
      return entry
    },
    // Site changes are rare next to visits: forgetting every host keeps this simple and correct.
    invalidateSite: (_siteId: number) => hosts.clear(),
    clear: () => hosts.clear(),
  }
}
