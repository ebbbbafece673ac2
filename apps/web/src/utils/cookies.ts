import { COOKIES } from '@sitewerk/contracts'

/** Reads one cookie of `document.cookie`, decoded; null when absent. */
export function getCookie(name: string, cookieString = document.cookie): string | null {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=')
    if (separator === -1) continue
    if (part.slice(0, separator).trim() !== name) continue
    const raw = part.slice(separator + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return null
}

/** spec §9: every cookie of the client lives on path /. */
export function setCookie(name: string, value: string, maxAgeSeconds: number) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie =
    `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=${COOKIES.path}` +
    `; SameSite=Lax${secure}`
}

export function deleteCookie(name: string) {
  document.cookie = `${name}=; Max-Age=0; Path=${COOKIES.path}; SameSite=Lax`
}
