import type { Locale } from '@sitewerk/contracts'

/** Where the previewed draft stands against what visitors see (issue 34, item 11). */
type DraftStatus = 'unpublished' | 'changed' | 'published'

const LABEL: Record<Locale, string> = { de: 'Vorschau', en: 'Preview' }

const MESSAGE: Record<Locale, Record<DraftStatus, string>> = {
  de: {
    unpublished: 'Vorschau – diese Seite ist noch nicht veröffentlicht',
    changed: 'Vorschau – mit Änderungen, die Besucher noch nicht sehen',
    published: 'Vorschau – so ist die Seite auch veröffentlicht',
  },
  en: {
    unpublished: 'Preview – this page is not published yet',
    changed: 'Preview – with changes visitors do not see yet',
    published: 'Preview – the page is published like this',
  },
}

/** The draft's status from its page row: never published, changed since, or as published. */
const statusOf = (page: { publishedVersionId: number | null; draftChangedAt: Date | null }) =>
  page.publishedVersionId === null ? 'unpublished' : page.draftChangedAt ? 'changed' : 'published'

/**
 * The strip at the top of a preview link's page: a labelled landmark, so screen readers find it,
 * in high contrast and kept in view, so nobody mistakes a draft for the published page. It says
 * whether the page is on the site yet and whether the draft differs from it.
 */
export function previewBanner(
  language: Locale,
  page: { publishedVersionId: number | null; draftChangedAt: Date | null },
) {
  const label = LABEL[language]
  const message = MESSAGE[language][statusOf(page)]
  return (
    `<div role="region" aria-label="${label}" data-sitewerk-preview style="position:sticky;top:0;z-index:2147483647;margin:0;padding:.6rem 1rem;background:#1a1a1a;color:#fff;font:600 15px/1.4 system-ui,sans-serif;text-align:center">` +
    `<p style="margin:0">${message}</p></div>`
  )
}
