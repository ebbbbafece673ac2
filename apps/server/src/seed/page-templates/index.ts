import type { PageTemplateKey } from '@sitewerk/contracts'
import { about } from './about.ts'
import { contact } from './contact.ts'
import { home } from './home.ts'
import type { PageTemplate } from './types.ts'

export type { PageTemplate, TemplateArticle, TemplateBlock } from './types.ts'

/** The page templates of the cms-setup wizard, made of starter components. */
export const PAGE_TEMPLATES: Readonly<Record<PageTemplateKey, PageTemplate>> = {
  home,
  about,
  contact,
}

/** The header and footer of the layout a set-up site gets when it has none. */
export const SETUP_LAYOUT = {
  title: 'Standard',
  header: { tagline: '', show_mark: true, button_label: 'Kontakt', button_url: '/kontakt' },
  footer: {
    text: 'Ein, zwei Sätze über Sie. Die Kontaktdaten kommen aus den Website-Einstellungen.',
    show_contact: true,
    contact_title: 'Kontakt',
    columns: [],
    copyright: '',
  },
} as const
