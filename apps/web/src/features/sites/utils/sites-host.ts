import type { Site } from '@sitewerk/contracts'

/**
 * The host a site's own address ends in ({identifier}.{host}), read off the addresses the server
 * gave the organisation's sites; `fallback` (the back office's host) when none shows it. The
 * server does not publish SITES_DOMAIN itself yet.
 */
export function sitesHostOf(
  sites: readonly Pick<Site, 'identifier' | 'url'>[],
  fallback: string,
): string {
  for (const site of sites) {
    const host = URL.canParse(site.url) ? new URL(site.url).host : ''
    if (host.startsWith(`${site.identifier}.`)) return host.slice(site.identifier.length + 1)
  }
  return fallback
}

/** The address shown for a site: its URL without the protocol. */
export const displayAddress = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '')
