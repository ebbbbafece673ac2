import { escapeHtml } from './html/escape.ts'

export interface DocumentHead {
  /** spec §1: 'page title | site title'. */
  title: string
  description: string
  canonicalUrl: string
  /** spec §1: a 1200x630 JPEG. */
  shareImageUrl: string
  stylesheetHref: string
  /** spec §1: the page language is de. */
  lang?: string
  /** The robots meta tag, e.g. 'noindex' on a not-found page. */
  robots?: string
  /** Font files the page's stylesheet uses, fetched before the stylesheet asks for them. */
  preloadFonts?: { href: string; type: string }[]
}

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
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`
  return (
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
    meta('property', 'og:image:type', 'image/jpeg') +
    meta('property', 'og:image:width', '1200') +
    meta('property', 'og:image:height', '630') +
    meta('name', 'twitter:card', 'summary_large_image') +
    (head.preloadFonts ?? [])
      .map(
        (font) =>
          `<link rel="preload" href="${escapeHtml(font.href)}" as="font" type="${escapeHtml(font.type)}" crossorigin>`,
      )
      .join('') +
    `<link rel="stylesheet" href="${escapeHtml(head.stylesheetHref)}">` +
    `</head><body>${body}` +
    // A tenant's script may contain '</script': it must not end our tag early.
    scripts.map((s) => `<script>${s.replace(/<\/(script)/gi, '<\\/$1')}</script>`).join('') +
    `</body></html>`
  )
}
