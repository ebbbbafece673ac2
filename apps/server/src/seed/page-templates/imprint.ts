import { legalStage } from './legal-notice.ts'
import type { PageTemplate } from './types.ts'

/**
 * 'Impressum' after § 5 DDG (the successor of § 5 TMG): the provider's details come from the site
 * settings when the page is rendered (component legal-provider); what only some businesses need
 * is text the owner completes or deletes.
 */
export const imprint: PageTemplate = {
  title: 'Impressum',
  url: 'impressum',
  articles: [
    {
      blocks: [
        legalStage('Impressum'),
        {
          component: 'legal-provider',
          data: { headline: 'Angaben gemäß § 5 DDG', level: 'h2', details: 'full' },
        },
        {
          component: 'text',
          data: {
            headline: 'Weitere Angaben',
            level: 'h2',
            text: [
              '<h3>Aufsichtsbehörde, Kammer und Berufsbezeichnung</h3>',
              '<p>Nur wenn Ihre Tätigkeit eine behördliche Zulassung braucht oder Sie einen reglementierten Beruf ausüben (etwa im zulassungspflichtigen Handwerk): die zuständige Aufsichtsbehörde oder Kammer, die gesetzliche Berufsbezeichnung, der Staat, in dem sie verliehen wurde, und die berufsrechtlichen Regelungen. Sonst diesen Abschnitt löschen.</p>',
              '<h3>Redaktionell verantwortlich</h3>',
              '<p>Nur wenn Sie journalistisch-redaktionelle Inhalte anbieten (etwa einen Blog): Name und Anschrift der verantwortlichen Person nach § 18 Abs. 2 MStV. Sonst diesen Abschnitt löschen.</p>',
              '<h3>Verbraucherstreitbeilegung</h3>',
              '<p>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>',
            ].join(''),
            alignment: 'start',
            width: 'narrow',
          },
        },
      ],
    },
  ],
}
