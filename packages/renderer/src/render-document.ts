import { escapeHtml } from './html/escape.ts'

export interface DocumentHead {
  /** spec §1: 'page title | site title'. */
  title: string
  description: string
  canonicalUrl: string
  /** spec §1: a 1200x630 JPEG, unless the page or the site chose an image (then its own type and size). */
  shareImageUrl: string
  shareImage?: { type: string; width: number; height: number }
  /**
   * The `?v=` of the site's icons and manifest (its favicon's, or the default icon's): every page
   * links them, so no browser has to guess at `/favicon.ico`.
   */
  iconVersion: string
  /** Structured data for search engines (schema.org), written as one JSON-LD script. */
  jsonLd?: Record<string, unknown>
  stylesheetHref: string
  /** spec §1: the page language is de. */
  lang?: string
  /** The robots meta tag, e.g. 'noindex' on a not-found page. */
  robots?: string
  /** Scripts of our own host the page loads after parsing (the public form's island). */
  scriptSrcs?: string[]
  /** Font files the page's stylesheet uses, fetched before the stylesheet asks for them. */
  preloadFonts?: { href: string; type: string }[]
}

/** The favicon in the sizes browsers pick from, the home-screen icon and the web app manifest. */
const iconLinks = (version: string) =>
  `<link rel="icon" href="/favicon.ico?v=${version}" sizes="48x48">` +
  `<link rel="icon" href="/icon-192.png?v=${version}" type="image/png" sizes="192x192">` +
  `<link rel="apple-touch-icon" href="/apple-touch-icon.png?v=${version}">` +
  `<link rel="manifest" href="/manifest.webmanifest?v=${version}">`

/**
 * A JSON-LD script: `<` is written as its escape, so no value (an owner's text) can end the
 * script or open a comment early; JSON readers decode it back.
 */
const jsonLdScript = (data: Record<string, unknown>) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`

/** The full HTML document of a public page: no back-office script, one stylesheet. */
export function renderDocument({
  head,
  body,
  scripts,
}: {
  head: DocumentHead
  body: string
  scripts: string[]
}): string {
  const { before, after } = documentAround({ head, scripts })
  return `${before}${body}${after}`
}

/**
 * The document around a page's body: what comes before it (the head, `<body>`) and after it (the
 * page's scripts, the end). A server that has the body as bytes writes these two around it.
 */
export function documentAround({ head, scripts }: { head: DocumentHead; scripts: string[] }) {
  const share = head.shareImage ?? { type: 'image/jpeg', width: 1200, height: 630 }
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`
  const before =
    `<!doctype html><html lang="${escapeHtml(head.lang ?? 'de')}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(head.title)}</title>` +
    meta('name', 'description', head.description) +
    (head.robots ? meta('name', 'robots', head.robots) : '') +
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">` +
    meta('property', 'og:type', 'website') +
    meta('property', 'og:title', head.title) +
    meta('property', 'og:description', head.description) +
    meta('property', 'og:url', head.canonicalUrl) +
    meta('property', 'og:image', head.shareImageUrl) +
    meta('property', 'og:image:type', share.type) +
    meta('property', 'og:image:width', String(share.width)) +
    meta('property', 'og:image:height', String(share.height)) +
    meta('name', 'twitter:card', 'summary_large_image') +
    (head.preloadFonts ?? [])
      .map(
        (font) =>
          `<link rel="preload" href="${escapeHtml(font.href)}" as="font" type="${escapeHtml(font.type)}" crossorigin>`,
      )
      .join('') +
    `<link rel="stylesheet" href="${escapeHtml(head.stylesheetHref)}">` +
    (head.scriptSrcs ?? [])
      .map((src) => `<script src="${escapeHtml(src)}" defer></script>`)
      .join('') +
    iconLinks(encodeURIComponent(head.iconVersion)) +
    (head.jsonLd ? jsonLdScript(head.jsonLd) : '') +
    `</head><body>`
  const after =
    // A tenant's script may contain '</script': it must not end our tag early.
    scripts.map((s) => `<script>${s.replace(/<\/(script)/gi, '<\\/$1')}</script>`).join('') +
    `</body></html>`
  return { before, after }
}
