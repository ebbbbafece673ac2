import type { PageTemplate } from './types.ts'

/** 'Über uns': the story, the way of working, a few pictures. */
export const about: PageTemplate = {
  title: 'Über uns',
  url: 'ueber-uns',
  articles: [
    {
      blocks: [
        {
          component: 'hero',
          full: true,
          data: {
            kicker: 'Über uns',
            headline: 'Wer wir sind',
            level: 'h1',
            text: 'Ein Satz, der Ihre Geschichte zusammenfasst: seit wann es Sie gibt, wo Sie zu Hause sind, wofür Sie stehen.',
            background: 'light',
            alignment: 'start',
            height: 'compact',
          },
        },
        {
          component: 'text',
          data: {
            headline: 'Unsere Geschichte',
            level: 'h2',
            text: 'Wie hat alles angefangen? Erzählen Sie in zwei, drei Absätzen, wie es zu Ihrem Angebot kam.\n\nWas ist seitdem gewachsen, was ist geblieben? Menschen vertrauen Menschen: Namen und Gesichter helfen.',
            alignment: 'start',
            width: 'split',
          },
        },
        {
          component: 'columns',
          data: {
            kicker: 'So arbeiten wir',
            headline: 'In drei Schritten zum Ergebnis',
            columns: [
              {
                headline: 'Kennenlernen',
                text: 'Wir hören zu und verstehen, was Sie brauchen.',
              },
              {
                headline: 'Angebot',
                text: 'Sie bekommen einen klaren Vorschlag mit festem Preis.',
              },
              {
                headline: 'Umsetzung',
                text: 'Wir halten Termine und melden uns, bevor Sie fragen müssen.',
              },
            ],
            background: 'light',
          },
        },
        {
          component: 'gallery',
          data: {
            headline: 'Einblicke',
            images: [
              { alt: '', caption: 'Unser Team' },
              { alt: '', caption: 'Unsere Räume' },
              { alt: '', caption: 'Unsere Arbeit' },
            ],
            columns: '3',
          },
        },
        {
          component: 'cta',
          data: {
            headline: 'Neugierig geworden?',
            text: 'Wir freuen uns, Sie kennenzulernen.',
            button_label: 'Kontakt aufnehmen',
            button_url: '/kontakt',
            show_phone: false,
            background: 'highlight',
          },
        },
      ],
    },
  ],
}
