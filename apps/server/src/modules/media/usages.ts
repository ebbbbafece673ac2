import { fieldValues, type FormField, type MediaUsage } from '@sitewerk/contracts'
import type { MediaRepository } from './repository.ts'

/**
 * True when `data` (a content's data, described by its component's `form`) holds the file in a
 * `media` field, at any depth of groups and repeats.
 */
export function dataUsesFile(form: readonly FormField[], data: unknown, fileId: number): boolean {
  for (const { field, value } of fieldValues(form, data)) {
    if (
      field.$formkit === 'media' &&
      typeof value === 'object' &&
      value !== null &&
      (value as { id?: unknown }).id === fileId
    )
      return true
  }
  return false
}

const pageRef = (p: { id: number; url: string; title: string; siteId: number }) => ({
  id: p.id,
  url: p.url,
  title: p.title,
  site_id: p.siteId,
})

/**
 * Where an organisation uses a media file (spec §4, §8): its logo and icon, share images of pages
 * and sites, article and section backgrounds, and contents (on a page, or in a layout's header or footer)
 * whose component form has a `media` field holding the file. Font files are not looked at here.
 */
export function createMediaUsages({ usages: rows }: Pick<MediaRepository, 'usages'>) {
  async function contentUsages(organizationId: number, fileId: number): Promise<MediaUsage[]> {
    return (await rows.contentCandidates(organizationId, fileId))
      .filter((row) => dataUsesFile(row.form ?? [], row.data, fileId))
      .map((row) => ({
        type: 'content' as const,
        content_id: Number(row.id),
        page:
          row.page_id === null
            ? null
            : {
                id: Number(row.page_id),
                url: String(row.page_url),
                title: String(row.page_title),
                site_id: Number(row.page_site_id),
              },
        layout:
          row.layout_id === null
            ? null
            : {
                id: Number(row.layout_id),
                slot: row.layout_slot ?? 'header',
                title: String(row.layout_title),
                module_title: String(row.module_title),
              },
      }))
  }

  return {
    async findUsages(organizationId: number, fileId: number): Promise<MediaUsage[]> {
      const usages: MediaUsage[] = []
      const organization = await rows.organizationImages(organizationId)
      if (organization?.logo === fileId) usages.push({ type: 'organization_logo', organizationId })
      if (organization?.icon === fileId) usages.push({ type: 'organization_icon', organizationId })

      usages.push(...(await contentUsages(organizationId, fileId)))

      const sharePages = await rows.sharingPages(organizationId, fileId)
      usages.push(
        ...sharePages.map((p) => ({ type: 'page_share_image' as const, page: pageRef(p) })),
      )

      const shareSites = await rows.sharingSites(organizationId, fileId)
      usages.push(...shareSites.map((site) => ({ type: 'site_share_image' as const, site })))

      for (const { logo, favicon, ...site } of await rows.brandedSites(organizationId, fileId)) {
        if (logo === fileId) usages.push({ type: 'site_logo', site })
        if (favicon === fileId) usages.push({ type: 'site_favicon', site })
      }

      const backgrounds = await rows.articleBackgrounds(organizationId, fileId)
      usages.push(
        ...backgrounds.map((b) => ({
          type: 'article_background' as const,
          article_id: b.articleId,
          page: pageRef(b.page),
        })),
      )

      const sectionBackgrounds = await rows.sectionBackgrounds(organizationId, fileId)
      usages.push(
        ...sectionBackgrounds.map((b) => ({
          type: 'section_background' as const,
          section_id: b.sectionId,
          page: pageRef(b.page),
        })),
      )
      return usages
    },
  }
}

export type MediaUsages = ReturnType<typeof createMediaUsages>
