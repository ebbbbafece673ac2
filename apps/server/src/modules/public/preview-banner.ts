import type { Locale } from '@sitewerk/contracts'

const TEXT: Record<Locale, { label: string; message: string }> = {
  de: { label: 'Vorschau', message: 'Vorschau – diese Seite ist noch nicht veröffentlicht' },
  en: { label: 'Preview', message: 'Preview – this page is not published yet' },
}

/**
 * The strip at the top of a preview link's page: a labelled landmark, so screen readers find it,
 * in high contrast and kept in view, so nobody mistakes a draft for the published page.
 */
export function previewBanner(language: Locale) {
  const { label, message } = TEXT[language]
  return (
    `<div role="region" aria-label="${label}" data-sitewerk-preview style="position:sticky;top:0;z-index:2147483647;margin:0;padding:.6rem 1rem;background:#1a1a1a;color:#fff;font:600 15px/1.4 system-ui,sans-serif;text-align:center">` +
    `<p style="margin:0">${message}</p></div>`
  )
}
