import { legalStage } from './legal-notice.ts'
import type { PageTemplate } from './types.ts'

/**
 * 'Datenschutzerklärung': who is responsible (from the site settings), and what this site does
 * with data. Public pages set no cookies and call no third party (fonts and icons come from the
 * site's own host, the video block loads nothing before a click), so no consent banner is needed;
 * the hosting provider is the owner's to fill in.
 */
export const privacy: PageTemplate = {
  title: 'Datenschutzerklärung',
  url: 'datenschutz',
  articles: [
    {
      blocks: [
        legalStage('Datenschutzerklärung'),
        {
          component: 'legal-provider',
          data: { headline: 'Verantwortlich', level: 'h2', details: 'contact' },
        },
        {
          component: 'text',
          data: {
            headline: 'Ihre Daten auf dieser Website',
            level: 'h2',
            text: [
              '<h3>Hosting und Server-Protokolle</h3>',
              '<p>Diese Website wird betrieben bei: <strong>[Name und Anschrift Ihres Hosting-Anbieters eintragen]</strong>. Wenn Sie eine Seite aufrufen, verarbeitet der Server technisch notwendige Daten: Ihre IP-Adresse, Datum und Uhrzeit, die aufgerufene Adresse und die Angaben Ihres Browsers. Das dient dem sicheren und stabilen Betrieb der Website (Art. 6 Abs. 1 lit. f DSGVO). Mit dem Anbieter besteht ein Vertrag zur Auftragsverarbeitung (Art. 28 DSGVO).</p>',
              '<h3>Keine Cookies, keine Dienste Dritter</h3>',
              '<p>Unsere öffentlichen Seiten setzen keine Cookies und rufen keine Dienste Dritter auf: Schriften und Symbole kommen von unserem eigenen Server, nicht von fremden Anbietern. Es gibt kein Tracking und keine Reichweitenmessung. Deshalb brauchen wir keine Einwilligung von Ihnen und zeigen kein Cookie-Banner.</p>',
              '<h3>Eingebettete Videos</h3>',
              '<p>Ein eingebettetes Video (etwa von YouTube oder Vimeo) lädt zunächst nichts beim Anbieter. Erst wenn Sie auf „Video abspielen“ klicken, wird es vom Anbieter geladen; dabei erhält er Ihre IP-Adresse und Angaben zu Ihrem Browser, und es gelten seine Datenschutzhinweise (Art. 6 Abs. 1 lit. a DSGVO: Ihre Einwilligung durch den Klick).</p>',
              '<h3>Kontaktformular, E-Mail und Telefon</h3>',
              '<p>Wenn Sie uns über ein Formular auf dieser Website, per E-Mail oder telefonisch erreichen, verarbeiten wir Ihre Angaben, um Ihre Anfrage zu beantworten (Art. 6 Abs. 1 lit. b und f DSGVO). Einträge in ein Formular werden auf dem Server dieser Website gespeichert und per E-Mail an uns gesendet. Wir löschen sie, sobald Ihre Anfrage erledigt ist und keine gesetzlichen Aufbewahrungspflichten entgegenstehen.</p>',
              '<h3>Ihre Rechte</h3>',
              '<p>Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18), Datenübertragbarkeit (Art. 20) und Widerspruch gegen eine Verarbeitung auf Grund berechtigter Interessen (Art. 21). Eine Einwilligung können Sie jederzeit für die Zukunft widerrufen. Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO).</p>',
            ].join(''),
            alignment: 'start',
            width: 'narrow',
          },
        },
      ],
    },
  ],
}
