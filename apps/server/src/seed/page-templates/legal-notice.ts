import type { TemplateBlock } from './types.ts'

/**
 * The stage of a legal page: its h1, and at the top, for owner and visitor alike, that the text
 * is a template to check, not legal advice. The owner removes the note once the page is checked.
 */
export const legalStage = (headline: string): TemplateBlock => ({
  component: 'hero',
  full: true,
  data: {
    kicker: 'Vorlage – bitte prüfen und ergänzen',
    headline,
    level: 'h1',
    text: 'Diese Seite ist eine Vorlage und keine Rechtsberatung. Prüfen Sie jede Angabe, ergänzen Sie, was für Sie gilt, löschen Sie, was nicht zutrifft, und entfernen Sie danach diesen Hinweis. Name, Anschrift und Kontakt kommen aus den Einstellungen der Website.',
    background: 'light',
    alignment: 'start',
    height: 'compact',
  },
})
