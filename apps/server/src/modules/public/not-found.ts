import { BASE_CSS, escapeHtml } from '@sitewerk/renderer'

/** The page visitors see for an unknown address when the site has no page '404' of its own. */
export function notFoundDocument(siteTitle: string | null): string {
  const title = siteTitle
    ? `Seite nicht gefunden | ${escapeHtml(siteTitle)}`
    : 'Seite nicht gefunden'
  return (
    `<!doctype html><html lang="de"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${title}</title><style>${BASE_CSS}main{max-width:40rem;margin:20vh auto;padding:0 1rem;text-align:center}</style>` +
    `</head><body><main id="main"><h1>Seite nicht gefunden</h1>` +
    `<p>Unter dieser Adresse gibt es keine Seite.</p>` +
    (siteTitle ? `<p><a href="/">Zur Startseite</a></p>` : '') +
    `</main></body></html>`
  )
}
