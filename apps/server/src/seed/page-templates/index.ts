import { PAGE_TEMPLATE_KEYS, type PageTemplateKey } from '@sitewerk/contracts'
import { about } from './about.ts'
import { contact } from './contact.ts'
import { home } from './home.ts'
import { imprint } from './imprint.ts'
import { privacy } from './privacy.ts'
import type { PageTemplate } from './types.ts'
import { withoutDeadLinks } from './without-dead-links.ts'

export type { PageTemplate, TemplateArticle, TemplateBlock } from './types.ts'

/** The page templates of the cms-setup wizard, made of starter components. */
export const PAGE_TEMPLATES: Readonly<Record<PageTemplateKey, PageTemplate>> = {
  home,
  about,
  contact,
  imprint,
  privacy,
}

/** The header and footer of the layout a set-up site gets when it has none. */
export const SETUP_LAYOUT = {
  title: 'Standard',
  header: { tagline: '', show_mark: true, button_label: 'Kontakt', button_url: '/kontakt' },
  footer: {
    show_contact: true,
    contact_title: 'Kontakt',
    columns: [
      {
        title: 'Rechtliches',
        links: [
          { label: 'Impressum', url: `/${imprint.url}` },
          { label: 'Datenschutz', url: `/${privacy.url}` },
        ],
      },
    ],
    copyright: '',
  },
} as const

export interface SetupContentArgs {
  /** The templates ticked; the home page is among them. */
  templates: readonly PageTemplateKey[]
  /** What the owner typed as the site's description when creating it. */
  siteDescription: string | null
}

/** The URLs of the pages the setup creates: the only targets its links may have. */
const pageUrlsOf = (templates: readonly PageTemplateKey[]) =>
  new Set(templates.map((key) => PAGE_TEMPLATES[key].url))

/**
 * The pages the setup writes, in template order: links only to pages among them (issue 13,
 * defect 4), and the site's description as the home page's meta description. The other pages get
 * none of their own, so they show the site's description, which stays current when it changes.
 */
export function setupPages({ templates, siteDescription }: SetupContentArgs): PageTemplate[] {
  const pageUrls = pageUrlsOf(templates)
  return PAGE_TEMPLATE_KEYS.filter((key) => templates.includes(key)).map((key) => {
    const template = PAGE_TEMPLATES[key]
    return {
      ...template,
      ...(key === 'home' && siteDescription ? { description: siteDescription } : {}),
      articles: template.articles.map((article) => ({
        ...article,
        blocks: article.blocks.map((block) => ({
          ...block,
          data: withoutDeadLinks(block.data, pageUrls),
        })),
      })),
    }
  })
}

/** The data of the new layout's header and footer, with the same rule for links; the footer's text is the site's description. */
export function setupLayoutData({ templates, siteDescription }: SetupContentArgs) {
  const pageUrls = pageUrlsOf(templates)
  return {
    header: withoutDeadLinks({ ...SETUP_LAYOUT.header }, pageUrls),
    footer: withoutDeadLinks({ ...SETUP_LAYOUT.footer, text: siteDescription ?? '' }, pageUrls),
  }
}
