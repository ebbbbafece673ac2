import { stripLocalePrefix } from '../i18n/locale'

export const DEFAULT_AFTER_LOGIN = '/backend/user'

/** A `from` value is followed only to a path of this app, never to another host or to login. */
export function safeReturnPath(from: string | null): string | null {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null
  const path = stripLocalePrefix(from.split(/[?#]/)[0] ?? '')
  if (/^\/(login|puronectar)\/?$/.test(path)) return null
  return from
}

/**
 * spec §2: after login a `domain` query value forwards to the site admin with that site's id
 * (GET site?domain=); if that call fails, to the user overview. Else back to `from`.
 */
export async function resolvePostLoginTarget({
  from,
  domain,
  getSiteByDomain,
}: {
  from: string | null
  domain: string | null
  getSiteByDomain: (domain: string) => Promise<{ id: number }>
}): Promise<string> {
  if (domain) {
    try {
      const site = await getSiteByDomain(domain)
      return `/puronectar/site?${new URLSearchParams({ domain, siteId: String(site.id) })}`
    } catch {
      return DEFAULT_AFTER_LOGIN
    }
  }
  return safeReturnPath(from) ?? DEFAULT_AFTER_LOGIN
}
