import { Resolver } from 'node:dns/promises'

/** The TXT record a domain owner publishes: name and value. */
export function verificationRecord(domain: string, key: string) {
  return { name: `_sitewerk.${domain}`, value: `sitewerk-verify=${key}` }
}

/** Asks DNS whether `_sitewerk.{domain}` carries the domain's key. `server` is host or host:port. */
export function createDnsVerifier({ server }: { server?: string } = {}) {
  return async function isVerified(domain: string, key: string): Promise<boolean> {
    const resolver = new Resolver({ timeout: 3000, tries: 2 })
    if (server) resolver.setServers([server])
    const record = verificationRecord(domain, key)
    try {
      const answers = await resolver.resolveTxt(record.name)
      return answers.some((chunks) => chunks.join('') === record.value)
    } catch {
      return false
    }
  }
}

export type DnsVerifier = ReturnType<typeof createDnsVerifier>
