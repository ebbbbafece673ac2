/**
 * The page URL a visitor asked for, or null when the path cannot name a page: `..`, encoded
 * slashes or backslashes, control characters, or more than 1 kB. Page URLs are stored lower-case
 * without leading or trailing slash ('' is the home page).
 */
export function pageUrlOf(rawUrl: string): string | null {
  const path = rawUrl.split('?')[0] ?? ''
  if (path.length > 1024 || /%2f|%5c|\\/i.test(path)) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return null
  }
  const url = decoded.replace(/^\/+|\/+$/g, '').toLowerCase()
  if (url === '') return ''
  return /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/.test(url) ? url : null
}

/** Back-office host: the APP_URL host, plus bare IPs and localhost so a server is reachable by address. */
export function isBackOfficeHost(hostHeader: string | undefined, appHostname: string): boolean {
  const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '')
  return (
    host === '' ||
    host === appHostname ||
    host === 'localhost' ||
    /^[\d.]+$|^\[[\da-f:]+\]$/.test(host)
  )
}

/**
 * spec §7 `GET /form/{formId}` and `POST /form/submit/{formId}` as a site's page sends them, and
 * the form's captcha challenge `GET /form/{formId}/challenge`. Any other spelling stays with the
 * site host and is answered as a page (or 405): it fails closed.
 */
export const isPublicFormPath = (url: string) =>
  /^\/form\/(submit\/[^/?]+|[^/?]+(\/challenge)?)(\?.*)?$/.test(url)
