import { BASE_CSS, escapeHtml } from '@sitewerk/renderer'

/** The title of the not-found page of a site without a page '404' of its own. */
export const NOT_FOUND_TITLE = 'Seite nicht gefunden'

/**
 * The bare page of a host that names no site: there is no theme or layout to wear. A site's own
 * unknown addresses get `notFoundMain` inside the site's theme and layout instead.
 */
export function notFoundDocument(siteTitle: string | null): string {
  const title = siteTitle ? `${NOT_FOUND_TITLE} | ${escapeHtml(siteTitle)}` : NOT_FOUND_TITLE
  return (
    `<!doctype html><html lang="de"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${title}</title><style>${BASE_CSS}main{max-width:40rem;margin:20vh auto;padding:0 1rem;text-align:center}</style>` +
    `</head><body><main id="main"><h1>${NOT_FOUND_TITLE}</h1>` +
    `<p>Unter dieser Adresse gibt es keine Seite.</p>` +
    (siteTitle ? `<p><a href="/">Zur Startseite</a></p>` : '') +
    `</main></body></html>`
  )
}

/**
 * What `<main>` holds on a site's not-found page when the site has no page '404' of its own:
 * rendered between the layout's header and footer, in the site's theme and fonts (issue 13).
 */
export const NOT_FOUND_MAIN =
  `<article class="sw-article sw-not-found"><section class="sw-section">` +
  `<p class="sw-not-found__code" aria-hidden="true">404</p>` +
  `<h1 class="sw-not-found__title">${NOT_FOUND_TITLE}</h1>` +
  `<p class="sw-not-found__text">Unter dieser Adresse gibt es keine Seite (mehr). Vielleicht hat sie sich geändert; ` +
  `die Navigation oder die Startseite helfen weiter.</p>` +
  `<p><a class="sw-not-found__home" href="/">Zur Startseite</a></p>` +
  `</section></article>`

/** Its CSS: only the theme's custom properties, so it wears whatever theme the site has. */
export const NOT_FOUND_CSS = `.sw-not-found{padding-block:clamp(3rem,12vh,8rem);text-align:center}
.sw-not-found .sw-section{display:flex;flex-direction:column;align-items:center}
.sw-not-found__code{margin:0;font-size:clamp(3.5rem,12vw,7rem);font-weight:700;line-height:1;color:var(--sw-color-highlight,currentColor)}
.sw-not-found__title{margin:.75rem 0 1rem}
.sw-not-found__text{max-width:36rem;margin:0 auto 1.5rem}
.sw-not-found__home{font-weight:600}
`
