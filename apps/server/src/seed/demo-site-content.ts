import { SiteSettings, type FormField } from '@sitewerk/contracts'
import type { PageTemplate } from './page-templates/types.ts'

/*
 * The demo site's copy: a fictional carpentry in Freiburg. Every block names a starter component
 * by key; its data must pass that component's form.
 */

const PHONE = '0761 4591 230'
const EMAIL = 'info@demo-gmbh.example'

export const DEMO_SITE = {
  title: 'Demo GmbH',
  identifier: 'demo',
  description:
    'Tischlerei und Innenausbau in Freiburg: Möbel nach Maß, Küchen, Treppen und Reparaturen aus heimischem Holz – seit 1987 in Familienhand.',
  variablesSchema: [
    { $formkit: 'text', name: 'phone', label: 'Telefon' },
    { $formkit: 'email', name: 'email', label: 'E-Mail' },
    { $formkit: 'textarea', name: 'address', label: 'Adresse' },
    { $formkit: 'textarea', name: 'opening_hours', label: 'Öffnungszeiten' },
  ] satisfies FormField[],
  variables: {
    phone: PHONE,
    email: EMAIL,
    address: 'Werkstattweg 12\n79110 Freiburg im Breisgau',
    opening_hours: 'Mo–Fr 7:30–17:00 Uhr\nSa nach Vereinbarung',
  },
  /** What the owner keeps in the site settings: the footer, the legal pages and search engines read it. */
  settings: SiteSettings.parse({
    contact: {
      name: 'Demo GmbH',
      representative: 'Meisterin Anna Demo',
      street: 'Werkstattweg 12',
      postcode: '79110',
      city: 'Freiburg im Breisgau',
      country: 'Deutschland',
      phone: PHONE,
      email: EMAIL,
    },
    openingHours: [
      {
        days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '07:30',
        closes: '17:00',
      },
    ],
    openingHoursNote: 'Samstags nach Vereinbarung',
    social: [{ network: 'instagram', url: 'https://www.instagram.com/demo.gmbh.example' }],
  }),
}

/** The demo's colours, text and headline font, as a theme: editors change them in the theme editor. */
export const DEMO_THEME = {
  title: 'Werkstatt',
  edges: 'clean',
  highlightColor: '#9a4f1f',
  secondaryColor: '#f3e9dc',
  backgroundColor: '#fffdf9',
  textAlign: 'start',
  typography: { text: { color: '#211b17' } },
} as const

/** The library font of the demo theme's headlines (a serif, as befits a joinery). */
export const DEMO_HEADLINE_FONT = 'lora'

/** What the theme has no field for: the text on highlight. */
export const DEMO_LAYOUT_CSS = `:root {
  --sw-color-highlight-contrast: #fffaf3;
  --sw-radius: 0.5rem;
}
`

export const demoHeader = {
  tagline: 'Tischlerei & Innenausbau',
  show_mark: true,
  button_label: 'Angebot anfragen',
  button_url: '/kontakt',
}

export const demoFooter = (year: number) => ({
  text: 'Möbel, Küchen und Innenausbau aus heimischem Holz – geplant, gefertigt und montiert von unserem Team in Freiburg.',
  show_contact: true,
  contact_title: 'Kontakt',
  columns: [
    {
      title: 'Seiten',
      links: [
        { label: 'Start', url: '/' },
        { label: 'Über uns', url: '/ueber-uns' },
        { label: 'Kontakt', url: '/kontakt' },
      ],
    },
    {
      title: 'Service',
      links: [
        { label: 'Leistungen', url: '/#leistungen' },
        { label: 'Anfahrt', url: '/kontakt#anfahrt' },
        { label: 'Impressum', url: '/kontakt#impressum' },
      ],
    },
  ],
  copyright: `© ${year} Demo GmbH · Tischlerei & Innenausbau`,
})

const home: PageTemplate = {
  title: 'Start',
  url: '',
  description:
    'Die Tischlerei Demo GmbH in Freiburg baut Möbel nach Maß, Küchen, Treppen und Einbauten aus heimischem Holz.',
  articles: [
    {
      blocks: [
        {
          component: 'hero',
          full: true,
          data: {
            kicker: 'Tischlerei in Freiburg seit 1987',
            headline: 'Möbel, die bleiben.',
            level: 'h1',
            text: 'Wir planen, bauen und montieren Einzelstücke aus heimischem Holz – vom Einbauschrank unter der Dachschräge bis zur kompletten Küche.',
            button_label: 'Beratung vereinbaren',
            button_url: '/kontakt',
            secondary_label: 'Unsere Leistungen',
            secondary_url: '/#leistungen',
            background: 'gradient',
            alignment: 'start',
            height: 'normal',
          },
        },
        {
          component: 'text',
          data: {
            kicker: 'Aus unserer Werkstatt',
            headline: 'Handwerk, das man anfassen kann',
            level: 'h2',
            text: 'Gute Möbel entstehen im Gespräch. Deshalb kommen wir zu Ihnen, messen auf den Millimeter genau und zeigen Holzmuster, bevor auch nur ein Brett zugeschnitten wird.\n\nIn unserer Werkstatt in Freiburg-Haslach verarbeiten wir vor allem Eiche, Buche, Esche und Nussbaum aus dem Schwarzwald. Die Oberflächen behandeln wir mit Ölen und Wachsen, die Sie auch nach Jahren selbst auffrischen können.',
            alignment: 'start',
            width: 'split',
          },
        },
        {
          component: 'cards',
          data: {
            kicker: 'Leistungen',
            headline: 'Was wir für Sie bauen',
            intro:
              'Ob ein einzelnes Regal oder der Ausbau einer ganzen Etage: Sie bekommen alles aus einer Hand – Planung, Fertigung und Montage.',
            cards: [
              {
                title: 'Möbel nach Maß',
                text: 'Schränke, Regale und Sideboards, die genau in Ihre Nische passen – auch unter Dachschrägen und um Heizungsrohre herum.',
              },
              {
                title: 'Küchen',
                text: 'Massivholzküchen oder neue Fronten für vorhandene Korpusse, mit Arbeitsplatten aus Holz, Stein oder Keramik.',
              },
              {
                title: 'Treppen & Innenausbau',
                text: 'Treppen, Wandverkleidungen, Innentüren und Einbauten – mit Ihnen geplant, in unserer Werkstatt gefertigt.',
              },
              {
                title: 'Fenster & Haustüren',
                text: 'Holzfenster und Haustüren für Alt- und Neubau, auf Wunsch originalgetreu für denkmalgeschützte Häuser.',
              },
              {
                title: 'Reparatur & Restaurierung',
                text: 'Wir geben Erbstücken ein zweites Leben: wackelige Stühle, klemmende Schubladen, beschädigte Furniere.',
              },
              {
                title: 'Ladenbau & Praxen',
                text: 'Theken, Empfangstresen und Einrichtungen für Geschäfte, Praxen und Büros in Freiburg und Umgebung.',
              },
            ],
            numbered: true,
            anchor: 'leistungen',
          },
        },
        {
          component: 'counter',
          data: {
            kicker: 'Seit 1987',
            headline: 'Die Werkstatt in Zahlen',
            items: [
              { number: 38, label: 'Jahre Tischlerhandwerk in Freiburg' },
              { number: 1400, suffix: '+', label: 'Küchen, Treppen und Möbel gebaut' },
              { number: 12, label: 'Menschen in Werkstatt und Büro' },
              { number: 80, suffix: ' km', label: 'höchstens vom Wald bis in unsere Werkstatt' },
            ],
          },
        },
        {
          component: 'image-text',
          data: {
            alt: 'Hände einer Tischlerin, die eine Schwalbenschwanzverbindung in Eiche anpasst',
            position: 'end',
            kicker: 'Aus unserer Werkstatt',
            headline: 'Verbindungen, die halten',
            level: 'h2',
            text: 'Wo andere schrauben, zinken wir: Schubkästen mit Schwalbenschwanz, Rahmen mit Schlitz und Zapfen. Das dauert länger – und hält ein Möbelleben lang.\n\nJedes Stück verlässt die Werkstatt erst, wenn die Meisterin es abgenommen hat.',
            button_label: 'Mehr über uns',
            button_url: '/ueber-uns',
          },
        },
        {
          component: 'columns',
          full: true,
          data: {
            kicker: 'Warum Demo GmbH',
            headline: 'Darauf können Sie sich verlassen',
            columns: [
              {
                headline: 'Meisterbetrieb',
                text: 'Drei Tischlermeister und zwei Auszubildende: Bei uns lernt der Nachwuchs das Handwerk von Grund auf.',
              },
              {
                headline: 'Holz aus der Region',
                text: 'Unser Holz kommt überwiegend aus Sägewerken im Umkreis von 80 Kilometern – kurze Wege, klare Herkunft.',
              },
              {
                headline: 'Feste Termine',
                text: 'Sie erhalten einen verbindlichen Montagetermin. Nach der Montage räumen wir auf und nehmen die Verpackung mit.',
              },
              {
                headline: 'Fünf Jahre Gewährleistung',
                text: 'Auf alle Möbel und Einbauten aus unserer Werkstatt – und danach reparieren wir sie gern.',
              },
            ],
            background: 'light',
          },
        },
      ],
    },
    {
      background: {
        component: 'background',
        data: { pattern: 'lines', scrim: 40 },
        parallax: true,
      },
      blocks: [
        {
          component: 'testimonial',
          data: {
            quote:
              'Die Einbauschränke unter unserer Dachschräge passen auf den Millimeter. Vom Aufmaß bis zur Montage hat alles geklappt wie besprochen – und die Werkstatt war danach sauberer als vorher.',
            name: 'Familie Kaiser',
            role: 'Altbauwohnung in der Wiehre',
            background: 'light',
          },
        },
      ],
    },
    {
      blocks: [
        {
          component: 'gallery',
          data: {
            kicker: 'Referenzen',
            headline: 'Aus den letzten Monaten',
            images: [
              { alt: 'Küche mit Fronten aus geölter Eiche', caption: 'Küche in Eiche, Günterstal' },
              { alt: 'Treppe aus Esche mit Stahlwange', caption: 'Treppe in Esche, Merzhausen' },
              {
                alt: 'Bücherwand aus Nussbaum um ein Fenster',
                caption: 'Bücherwand in Nussbaum, Herdern',
              },
            ],
            columns: '3',
          },
        },
        {
          component: 'cta',
          data: {
            headline: 'Sie haben ein Projekt im Kopf?',
            text: 'Erzählen Sie uns davon. Wir kommen zu einem kostenlosen Erstgespräch vorbei und schicken Ihnen innerhalb einer Woche ein Angebot.',
            button_label: 'Termin vereinbaren',
            button_url: '/kontakt',
            show_phone: true,
            background: 'dark',
          },
        },
      ],
    },
  ],
}

const about: PageTemplate = {
  title: 'Über uns',
  url: 'ueber-uns',
  description:
    'Seit 1987 baut die Demo GmbH in Freiburg Möbel und Innenausbauten. Lernen Sie unser Team und unsere Werkstatt kennen.',
  articles: [
    {
      blocks: [
        {
          component: 'hero',
          full: true,
          data: {
            kicker: 'Über uns',
            headline: 'Ein Familienbetrieb mit Werkstatt in Freiburg',
            level: 'h1',
            text: 'Was 1987 mit einer Hobelbank in einer Garage begann, ist heute eine Werkstatt mit zwölf Menschen, die Holz lieben.',
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
            text: 'Tischlermeister Hans Berger gründete den Betrieb 1987 in einer gemieteten Garage in Haslach. Die ersten Aufträge waren Fenster für die Nachbarschaft, bald kamen Küchen und Einbauschränke dazu.\n\n1998 zog die Werkstatt in die ehemalige Stellmacherei am Werkstattweg, wo wir bis heute arbeiten. Seit 2015 führt seine Tochter Lena Berger, Tischlermeisterin und Innenarchitektin, den Betrieb in zweiter Generation.\n\nGeblieben ist der Anspruch vom ersten Tag: ehrliche Beratung, sauber gearbeitete Holzverbindungen und Möbel, die man auch in dreißig Jahren noch reparieren kann.',
            alignment: 'start',
            width: 'split',
          },
        },
        {
          component: 'image',
          data: {
            alt: 'Das Team der Demo GmbH vor dem offenen Werkstatttor',
            caption: 'Zwölf Menschen, ein Handwerk: unser Team vor der Werkstatt.',
            width: 2400,
            height: 1000,
            size: 'wide',
          },
        },
        {
          component: 'columns',
          data: {
            kicker: 'So arbeiten wir',
            headline: 'Vom ersten Gespräch bis zur Montage',
            columns: [
              {
                headline: 'Beratung vor Ort',
                text: 'Wir sehen uns den Raum an, messen auf und besprechen Ihre Wünsche, die Holzart und Ihr Budget.',
              },
              {
                headline: 'Entwurf und Angebot',
                text: 'Sie erhalten Zeichnungen, Materialmuster und ein Festpreisangebot – in der Regel innerhalb einer Woche.',
              },
              {
                headline: 'Fertigung und Montage',
                text: 'Wir bauen in unserer Werkstatt und montieren an einem fest vereinbarten Termin, sauber und pünktlich.',
              },
            ],
            background: 'none',
          },
        },
        {
          component: 'video',
          data: {
            provider: 'youtube',
            video_id: 'aqz-KE-bpKQ',
            title: 'Ein Beispielfilm an der Stelle unseres Werkstattfilms',
            caption: 'Beispielvideo: Big Buck Bunny, Blender Foundation (CC BY 3.0)',
          },
        },
        {
          component: 'cta',
          data: {
            headline: 'Besuchen Sie uns in der Werkstatt',
            text: 'Nach kurzer Absprache zeigen wir Ihnen gern, woran wir gerade arbeiten – und welche Hölzer für Ihr Vorhaben passen.',
            button_label: 'Besuch vereinbaren',
            button_url: '/kontakt',
            show_phone: false,
            background: 'highlight',
          },
        },
      ],
    },
  ],
}

const contact: PageTemplate = {
  title: 'Kontakt',
  url: 'kontakt',
  description:
    'So erreichen Sie die Demo GmbH: Telefon, E-Mail, Adresse und Öffnungszeiten unserer Werkstatt in Freiburg.',
  articles: [
    {
      blocks: [
        {
          component: 'hero',
          full: true,
          data: {
            kicker: 'Kontakt',
            headline: 'Wir freuen uns auf Ihr Projekt',
            level: 'h1',
            text: 'Rufen Sie uns an, schreiben Sie uns oder kommen Sie in der Werkstatt vorbei. Wir antworten innerhalb eines Werktags.',
            button_label: 'E-Mail schreiben',
            button_url: `mailto:${EMAIL}`,
            secondary_label: `Anrufen: ${PHONE}`,
            secondary_url: `tel:${PHONE.replace(/\s/g, '')}`,
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
                text: 'Mo–Fr 7:30–17:00 Uhr, samstags nach Vereinbarung',
                link_label: PHONE,
                url: `tel:${PHONE.replace(/\s/g, '')}`,
              },
              {
                headline: 'E-Mail',
                text: 'Wir antworten innerhalb eines Werktags.',
                link_label: EMAIL,
                url: `mailto:${EMAIL}`,
              },
              {
                headline: 'Werkstatt',
                text: 'Werkstattweg 12\n79110 Freiburg im Breisgau',
                link_label: 'Anfahrt',
                url: '#anfahrt',
              },
            ],
            background: 'none',
          },
        },
        {
          component: 'form-embed',
          data: {
            headline: 'Schreiben Sie uns',
            intro: 'Beschreiben Sie kurz Ihr Vorhaben; wir melden uns innerhalb eines Werktags.',
          },
        },
        {
          component: 'accordion',
          data: {
            kicker: 'Gut zu wissen',
            headline: 'Häufige Fragen',
            items: [
              {
                question: 'Kostet das erste Gespräch etwas?',
                answer:
                  'Nein. Beratung und Aufmaß im Raum Freiburg sind kostenlos und unverbindlich.',
              },
              {
                question: 'Wie lange dauert es vom Angebot bis zur Montage?',
                answer:
                  'Für Möbel rechnen Sie mit sechs bis acht Wochen, für Küchen und Treppen mit zehn bis zwölf. Den Montagetermin bekommen Sie verbindlich mit der Auftragsbestätigung.',
              },
              {
                question: 'Reparieren Sie auch Möbel, die nicht von Ihnen sind?',
                answer:
                  'Ja, gern. Bringen Sie das Stück vorbei oder schicken Sie uns ein Foto; wir sagen Ihnen, was sich lohnt.',
              },
            ],
            first_open: true,
          },
        },
        {
          component: 'text',
          data: {
            headline: 'Anfahrt',
            level: 'h2',
            text: 'Die Werkstatt liegt im Gewerbegebiet Haslach, wenige Minuten von der B 31. Parkplätze finden Sie direkt vor dem Tor.\n\nMit der Straßenbahn fahren Sie bis zur Haltestelle Haslach; von dort sind es noch etwa acht Minuten zu Fuß.',
            alignment: 'start',
            width: 'split',
            anchor: 'anfahrt',
          },
        },
        {
          component: 'text',
          data: {
            headline: 'Impressum',
            level: 'h2',
            text: 'Demo GmbH\nWerkstattweg 12\n79110 Freiburg im Breisgau\n\nGeschäftsführerin: Lena Berger\nRegistergericht: Amtsgericht Freiburg, HRB 000000\nUSt-IdNr.: DE000000000\n\nDies ist eine Beispiel-Website von Sitewerk. Das Unternehmen ist erfunden.',
            alignment: 'start',
            width: 'split',
            anchor: 'impressum',
          },
        },
      ],
    },
  ],
}

export const DEMO_PAGES: PageTemplate[] = [home, about, contact]
