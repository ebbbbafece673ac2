import type { PageTemplate } from './types.ts'

/** The home page of a new site: what you offer, why you, proof, and the way to get in touch. */
export const home: PageTemplate = {
  title: 'Start',
  url: '',
  articles: [
    {
      blocks: [
        {
          component: 'hero',
          full: true,
          data: {
            kicker: 'Willkommen',
            headline: 'Sagen Sie in einem Satz, was Sie besonders macht.',
            level: 'h1',
            text: 'Erzählen Sie in zwei, drei Sätzen, was Sie anbieten und für wen. Diesen Text ändern Sie im Editor mit einem Klick.',
            button_label: 'Kontakt aufnehmen',
            button_url: '/kontakt',
            secondary_label: 'Unsere Leistungen',
            secondary_url: '/#leistungen',
            background: 'gradient',
            alignment: 'start',
            height: 'normal',
          },
        },
        {
          component: 'cards',
          data: {
            kicker: 'Leistungen',
            headline: 'Was wir für Sie tun',
            intro: 'Drei bis sechs Karten, eine je Angebot: ein Titel und zwei Sätze genügen.',
            cards: [
              {
                title: 'Erste Leistung',
                text: 'Beschreiben Sie kurz, was Sie hier anbieten und welchen Nutzen es hat.',
              },
              {
                title: 'Zweite Leistung',
                text: 'Beschreiben Sie kurz, was Sie hier anbieten und welchen Nutzen es hat.',
              },
              {
                title: 'Dritte Leistung',
                text: 'Beschreiben Sie kurz, was Sie hier anbieten und welchen Nutzen es hat.',
              },
            ],
            numbered: true,
            anchor: 'leistungen',
          },
        },
        {
          component: 'image-text',
          data: {
            alt: '',
            position: 'start',
            kicker: 'Über uns',
            headline: 'Menschen, auf die Sie sich verlassen können',
            level: 'h2',
            text: 'Ein Bild Ihres Teams oder Ihrer Räume sagt mehr als jede Aufzählung. Schreiben Sie daneben, wie Sie arbeiten und was Ihnen wichtig ist.',
            button_label: 'Mehr über uns',
            button_url: '/ueber-uns',
          },
        },
        {
          component: 'counter',
          data: {
            headline: 'In Zahlen',
            items: [
              { number: 10, suffix: '+', label: 'Jahre Erfahrung' },
              { number: 500, suffix: '+', label: 'zufriedene Kundinnen und Kunden' },
              { number: 24, suffix: ' h', label: 'bis zur Antwort auf Ihre Anfrage' },
            ],
          },
        },
      ],
    },
    {
      background: { component: 'background', data: { pattern: 'soft', scrim: 30 } },
      blocks: [
        {
          component: 'testimonial',
          data: {
            quote:
              'Hier steht, was eine Kundin oder ein Kunde über Sie sagt. Ein ehrliches Zitat überzeugt mehr als jedes Versprechen.',
            name: 'Maria Beispiel',
            role: 'Kundin seit 2020',
            background: 'light',
          },
        },
      ],
    },
    {
      blocks: [
        {
          component: 'cta',
          data: {
            headline: 'Lassen Sie uns sprechen',
            text: 'Erzählen Sie uns von Ihrem Vorhaben – wir melden uns innerhalb eines Werktags.',
            button_label: 'Kontakt aufnehmen',
            button_url: '/kontakt',
            show_phone: true,
            background: 'dark',
          },
        },
      ],
    },
  ],
}
