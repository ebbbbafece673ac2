import { COOKIES, DEFAULT_LOCALE, LOCALES, type Locale } from '@sitewerk/contracts'
import { getCookie } from '../utils/cookies'

const PREFIX = new RegExp(`^/(${LOCALES.join('|')})(?=/|$)`)

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The locale of a `/en/...` or `/de/...` path, or null without a prefix. */
export function localeFromPath(pathname: string): Locale | null {
  const match = PREFIX.exec(pathname)
  return match && isLocale(match[1]) ? match[1] : null
}

/** `/en/backend/user` -> `/backend/user`. */
export function stripLocalePrefix(pathname: string): string {
  return pathname.replace(PREFIX, '') || '/'
}

/** Puts `locale` in front of a path that may already carry a prefix. */
export function withLocalePrefix(pathname: string, locale: Locale | null): string {
  const bare = stripLocalePrefix(pathname)
  if (!locale) return bare
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`
}

/** spec §1/§7: the URL prefix sets the language, else the locale cookie, else German. */
export function detectLocale(pathname: string, cookieString: string): Locale {
  const fromPath = localeFromPath(pathname)
  if (fromPath) return fromPath
  const fromCookie = getCookie(COOKIES.locale.name, cookieString)
  return isLocale(fromCookie) ? fromCookie : DEFAULT_LOCALE
}
