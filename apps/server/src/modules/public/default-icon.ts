import { createHash } from 'node:crypto'

/**
 * The icon of a site without a favicon of its own: a neutral grey tile with a ring, no brand.
 * Browsers and crawlers ask every site for `/favicon.ico`; this answers them instead of a 404.
 */
export const DEFAULT_ICON_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    '<rect width="64" height="64" rx="14" fill="#64748b"/>' +
    '<circle cx="32" cy="32" r="13" fill="none" stroke="#ffffff" stroke-width="6"/></svg>',
)

/** The `?v=` of the default icon's addresses: changes only when the drawing above does. */
export const DEFAULT_ICON_VERSION = `d${createHash('sha1').update(DEFAULT_ICON_SVG).digest('base64url').slice(0, 8)}`
