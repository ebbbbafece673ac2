/**
 * spec §2: backend-organization-settings is opened with `?forward=true` by screens that need a
 * setting first (a billing address, a location); after a successful save it returns there.
 * Where "there" is: react-router's `from` state when the opening link set one, else the referrer
 * when it is a page of this app other than the settings, else nowhere (the person stays).
 */
export function forwardTarget({
  search,
  state,
  referrer,
  origin,
}: {
  search: string
  state: unknown
  referrer: string
  origin: string
}): string | null {
  if (new URLSearchParams(search).get('forward') !== 'true') return null
  const from = (state as { from?: unknown } | null)?.from
  if (typeof from === 'string' && isAppPath(from)) return from
  if (!referrer) return null
  const url = new URL(referrer, origin)
  if (url.origin !== origin || url.pathname.includes('/backend/organization/settings')) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** A path of this app, not another site's address ('//evil.example' is one). */
const isAppPath = (path: string) => path.startsWith('/') && !path.startsWith('//')
