import type { PageTemplate } from './types.ts'

/** 'Kontakt': the ways to reach you, a form, and the questions people ask before they call. */
export const contact: PageTemplate = {
  title: 'Kontakt',
  url: 'kontakt',
  articles: [
    {
      blocks: [
        {
          component: 'hero',
          full: true,
          data: {
            kicker: 'Kontakt',
            headline: 'Wir freuen uns auf Ihre Nachricht',
            level: 'h1',
            text: 'Rufen Sie an, schreiben Sie uns oder kommen Sie vorbei. Wir antworten innerhalb eines Werktags.',
            background: 'light',
            alignment: 'start',
            height: 'compact',
          },
        },
        {
          component: 'columns',
          data: {
            columns: [
              {
                headline: 'Telefon',
                text: 'Ihre Telefonnummer und wann Sie erreichbar sind.',
              },
              { headline: 'E-Mail', text: 'Ihre E-Mail-Adresse; wir antworten schnell.' },
              { headline: 'Adresse', text: 'Straße und Hausnummer\nPostleitzahl und Ort' },
            ],
            background: 'none',
          },
        },
        {
          component: 'form-embed',
          data: {
            headline: 'Schreiben Sie uns',
            intro: 'Beschreiben Sie kurz Ihr Anliegen; wir melden uns innerhalb eines Werktags.',
          },
        },
        {
          component: 'accordion',
          data: {
            headline: 'Häufige Fragen',
            items: [
              {
                question: 'Wie schnell bekomme ich eine Antwort?',
                answer: 'In der Regel innerhalb eines Werktags.',
              },
              {
                question: 'Was kostet ein erstes Gespräch?',
                answer: 'Das erste Gespräch ist kostenlos und unverbindlich.',
              },
            ],
            first_open: true,
          },
        },
      ],
    },
  ],
}
