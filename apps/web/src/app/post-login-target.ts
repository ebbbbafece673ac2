import type { Locale } from '@sitewerk/contracts'
import { stripLocalePrefix, withLocalePrefix } from '../i18n/locale'

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
 * (GET site?domain=); if that call fails, to the user overview. Else back to `from`. A login
 * opened under a locale prefix (`/en/login`) keeps it on the way on (issue 13).
 */
export async function resolvePostLoginTarget({
  from,
  domain,
  getSiteByDomain,
  locale = null,
}: {
  from: string | null
  domain: string | null
  getSiteByDomain: (domain: string) => Promise<{ id: number }>
  /** The prefix of the login's own address. */
  locale?: Locale | null
}): Promise<string> {
  const fallback = withLocalePrefix(DEFAULT_AFTER_LOGIN, locale)
  if (domain) {
    try {
      const site = await getSiteByDomain(domain)
      const query = new URLSearchParams({ domain, siteId: String(site.id) })
      return `${withLocalePrefix('/puronectar/site', locale)}?${query}`
    } catch {
      return fallback
    }
  }
  return safeReturnPath(from) ?? fallback
}
