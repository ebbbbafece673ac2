import { and, asc, eq, or, sql } from 'drizzle-orm'
import { fieldValues, type FormField, type MediaUsage } from '@sitewerk/contracts'
import type { Db } from '../../db/client.ts'
import { articles, organizations, pages, sections, sites } from '../../db/schema/index.ts'

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

type ContentCandidate = {
  id: number
  data: unknown
  form: FormField[]
  module_title: string
  layout_id: number | null
  layout_slot: 'header' | 'footer' | null
  layout_title: string | null
  page_id: number | null
  page_url: string | null
  page_title: string | null
  page_site_id: number | null
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
export function createMediaUsages(db: Db) {
  async function contentUsages(organizationId: number, fileId: number): Promise<MediaUsage[]> {
    // jsonb prints `"id": 5` followed by ',' or '}': a cheap filter; the form walk below decides.
    const pattern = `"id": ${fileId}[,}]`
    const { rows } = await db.execute<ContentCandidate>(sql`
      select c.id, c.data, comp.form, comp.title as module_title,
             l.id as layout_id, c.layout_slot, l.title as layout_title,
             p.id as page_id, p.url as page_url, p.title as page_title, p.site_id as page_site_id
        from contents c
        join components comp on comp.id = c.component_id
        left join layouts l on l.id = c.layout_id
        left join sections s on s.id = c.section_id
        left join articles a on a.id = coalesce(s.article_id, c.article_id)
        left join pages p on p.id = a.page_id
       where c.organization_id = ${organizationId} and c.data::text ~ ${pattern}
       order by c.id`)
    return rows
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
      const [organization] = await db
        .select({ logo: organizations.logoFileId, icon: organizations.iconFileId })
        .from(organizations)
        .where(eq(organizations.id, organizationId))
      if (organization?.logo === fileId) usages.push({ type: 'organization_logo', organizationId })
      if (organization?.icon === fileId) usages.push({ type: 'organization_icon', organizationId })

      usages.push(...(await contentUsages(organizationId, fileId)))

      const sharePages = await db
        .select()
        .from(pages)
        .where(and(eq(pages.organizationId, organizationId), eq(pages.seoImageId, fileId)))
        .orderBy(asc(pages.id))
      usages.push(
        ...sharePages.map((p) => ({ type: 'page_share_image' as const, page: pageRef(p) })),
      )

      const shareSites = await db
        .select({ id: sites.id, title: sites.title })
        .from(sites)
        .where(and(eq(sites.organizationId, organizationId), eq(sites.seoImageId, fileId)))
        .orderBy(asc(sites.id))
      usages.push(...shareSites.map((site) => ({ type: 'site_share_image' as const, site })))

      const brandedSites = await db
        .select({
          id: sites.id,
          title: sites.title,
          logo: sites.logoFileId,
          favicon: sites.faviconFileId,
        })
        .from(sites)
        .where(
          and(
            eq(sites.organizationId, organizationId),
            or(eq(sites.logoFileId, fileId), eq(sites.faviconFileId, fileId)),
          ),
        )
        .orderBy(asc(sites.id))
      for (const { logo, favicon, ...site } of brandedSites) {
        if (logo === fileId) usages.push({ type: 'site_logo', site })
        if (favicon === fileId) usages.push({ type: 'site_favicon', site })
      }

      const backgrounds = await db
        .select({ articleId: articles.id, page: pages })
        .from(articles)
        .innerJoin(pages, eq(pages.id, articles.pageId))
        .where(
          and(eq(articles.organizationId, organizationId), eq(articles.backgroundFileId, fileId)),
        )
        .orderBy(asc(articles.id))
      usages.push(
        ...backgrounds.map((b) => ({
          type: 'article_background' as const,
          article_id: b.articleId,
          page: pageRef(b.page),
        })),
      )

      const sectionBackgrounds = await db
        .select({ sectionId: sections.id, page: pages })
        .from(sections)
        .innerJoin(articles, eq(articles.id, sections.articleId))
        .innerJoin(pages, eq(pages.id, articles.pageId))
        .where(
          and(eq(sections.organizationId, organizationId), eq(sections.backgroundFileId, fileId)),
        )
        .orderBy(asc(sections.id))
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
