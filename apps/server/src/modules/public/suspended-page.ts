import { BASE_CSS } from '@sitewerk/renderer'

/** Seconds a visitor (or crawler) is asked to wait before trying a suspended site again. */
export const SUSPENDED_RETRY_AFTER_SECONDS = 3600

const TEXTS = {
  de: {
    title: 'Vorübergehend nicht erreichbar',
    text: 'Diese Website ist vorübergehend nicht erreichbar.',
  },
  en: {
    title: 'Temporarily unavailable',
    text: 'This website is temporarily unavailable.',
  },
} as const

/**
 * What every visitor of a suspended organisation's site sees (decision 032): neutral, in the
 * site's language, without the site's name, theme or reason, and never indexed.
 */
export function suspendedDocument(language: string): string {
  const lang = language === 'en' ? 'en' : 'de'
  const { title, text } = TEXTS[lang]
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${title}</title><style>${BASE_CSS}main{max-width:40rem;margin:20vh auto;padding:0 1rem;text-align:center}</style>` +
    `</head><body><main id="main"><h1>${title}</h1><p>${text}</p></main></body></html>`
  )
}
