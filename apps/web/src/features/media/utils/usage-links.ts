import type { MediaUsage } from '@sitewerk/contracts'

export interface UsageLink {
  /** A translation key and its values; the dialog translates it. */
  label: { key: string; values?: Record<string, string> }
  /** In-app path; null: the place cannot be named (spec §8 unknown). */
  to: string | null
}

const ORGANIZATION_SETTINGS = '/backend/organization/settings'
/**
 * The page in the editor (spec §2 catch-all: the page's address with `?siteId=`); `content`
 * selects the block that uses the file (issue 13).
 */
export function pageEditorPath(page: { url: string; site_id: number }, contentId?: number) {
  const query = new URLSearchParams({ siteId: String(page.site_id) })
  if (contentId !== undefined) query.set('content', String(contentId))
  return `/${page.url.replace(/^\/+/, '')}?${query}`
}
const layoutPath = (id: number) => `/puronectar/layouts/${id}`

const pageLabel = (key: string, page: { title: string; url: string }) => ({
  key,
  values: { title: page.title, path: `/${page.url}` },
})

/** spec §8: each usage links to the organisation settings, the page or the layout. */
export function usageLink(usage: MediaUsage): UsageLink {
  switch (usage.type) {
    case 'organization_icon':
      return { label: { key: 'media.usage.organizationIcon' }, to: ORGANIZATION_SETTINGS }
    case 'organization_logo':
      return { label: { key: 'media.usage.organizationLogo' }, to: ORGANIZATION_SETTINGS }
    case 'content':
      if (usage.page) {
        return {
          label: pageLabel('media.usage.contentOnPage', usage.page),
          to: pageEditorPath(usage.page, usage.content_id),
        }
      }
      if (usage.layout) {
        return {
          label: {
            key: 'media.usage.contentInLayout',
            values: {
              layout: usage.layout.title,
              module: usage.layout.module_title,
              slot: usage.layout.slot,
            },
          },
          to: layoutPath(usage.layout.id),
        }
      }
      return { label: { key: 'media.usage.unknown' }, to: null }
    case 'page_share_image':
      return {
        label: pageLabel('media.usage.pageShareImage', usage.page),
        to: pageEditorPath(usage.page),
      }
    case 'article_background':
      return {
        label: pageLabel('media.usage.articleBackground', usage.page),
        to: pageEditorPath(usage.page),
      }
    case 'section_background':
      return {
        label: pageLabel('media.usage.sectionBackground', usage.page),
        to: pageEditorPath(usage.page),
      }
    case 'unknown':
      return { label: { key: 'media.usage.unknown' }, to: null }
    case 'site_share_image':
      return {
        label: { key: 'media.usage.siteShareImage', values: { title: usage.site.title } },
        to: `/backend/organization/sites/${usage.site.id}`,
      }
    case 'site_logo':
      return {
        label: { key: 'media.usage.siteLogo', values: { title: usage.site.title } },
        to: `/backend/organization/sites/${usage.site.id}`,
      }
    case 'site_favicon':
      return {
        label: { key: 'media.usage.siteFavicon', values: { title: usage.site.title } },
        to: `/backend/organization/sites/${usage.site.id}`,
      }
  }
}
