import type { SiteRow, SitesRepository } from './repository.ts'

export type HostMatch = { kind: 'site'; site: SiteRow } | { kind: 'forward'; site: SiteRow }

/**
 * Which site a Host header names: `{identifier}.{SITES_DOMAIN}`, or a verified custom domain
 * (ARCHITECTURE "Hosts"). A domain with forward_key answers with a redirect to the primary one.
 */
export function createHostResolver({
  repo,
  sitesDomain,
}: {
  repo: SitesRepository
  sitesDomain: string
}) {
  const suffix = `.${sitesDomain}`
  return async function resolveHost(hostHeader: string | undefined): Promise<HostMatch | null> {
    const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
    if (!host || host.length > 253) return null
    if (host.endsWith(suffix)) {
      const label = host.slice(0, -suffix.length)
      if (!/^[a-z0-9-]{1,63}$/.test(label)) return null
      const site = await repo.findByIdentifier(label)
      return site ? { kind: 'site', site } : null
    }
    const domain = await repo.domains.findByName(host)
    if (!domain?.verifiedAt) return null
    const site = await repo.findById({ organizationId: domain.organizationId, id: domain.siteId })
    if (!site) return null
    return domain.forwardKey ? { kind: 'forward', site } : { kind: 'site', site }
  }
}

export type HostResolver = ReturnType<typeof createHostResolver>
