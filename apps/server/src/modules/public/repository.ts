import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  colorsets,
  components,
  contents,
  forms,
  layouts,
  mediaFiles,
  pages,
  pageVersions,
  redirects,
  sites,
  siteVersions,
  themes,
} from '../../db/schema/index.ts'

/** A theme and a colour set as the themes module stores them; public pages read both tables. */
export type ThemeRow = typeof themes.$inferSelect
export type ColorsetRow = typeof colorsets.$inferSelect

/** Pages visitors see: those with a published version, on a site that has been published. */
const publishedOf = (siteId: number) =>
  and(
    eq(pages.siteId, siteId),
    isNotNull(sites.publishedVersionId),
    isNotNull(pageVersions.snapshot),
  )

/** A page's search engine switch as published (decision 036); versions before it have none. */
const publishedFlag = (name: 'noindex' | 'exclude_from_sitemap') =>
  sql`coalesce((${pageVersions.snapshot}->>${name})::boolean, false)`

/**
 * The public page server's read model: what one page render needs, read without a tenant
 * context (the host already decided the site). Writes go through the owning modules.
 */
export function createPublicRepository(db: Db) {
  return {
    /**
     * The site's published pages as menus and the sitemap list them: address and title of the
     * version, parent and order as they were published (decision 027).
     */
    publishedPagesOfSite: async (siteId: number) =>
      (
        await db
          .select({
            id: pages.id,
            title: pageVersions.title,
            url: pageVersions.url,
            parentId: sql<number | null>`(${pageVersions.snapshot}->>'parent_id')::int`,
            order: sql<number>`coalesce((${pageVersions.snapshot}->>'order')::int, 0)`,
            inSitemap: sql<boolean>`not (${publishedFlag('noindex')} or ${publishedFlag('exclude_from_sitemap')})`,
          })
          .from(pages)
          .innerJoin(pageVersions, eq(pageVersions.id, pages.publishedVersionId))
          .innerJoin(sites, eq(sites.id, pages.siteId))
          .where(publishedOf(siteId))
      ).sort((a, b) => a.order - b.order || a.id - b.id),
    /** The site's redirects as visitors meet them (decision 036). */
    redirectsOfSite: (siteId: number) =>
      db
        .select({
          id: redirects.id,
          fromPath: redirects.fromPath,
          target: redirects.target,
          status: redirects.status,
        })
        .from(redirects)
        .where(eq(redirects.siteId, siteId)),
    /** The published version at a published address: one immutable, ready-to-render document. */
    publishedPage: async (siteId: number, url: string) => {
      const [row] = await db
        .select({ versionId: pageVersions.id, snapshot: pageVersions.snapshot })
        .from(pages)
        .innerJoin(pageVersions, eq(pageVersions.id, pages.publishedVersionId))
        .innerJoin(sites, eq(sites.id, pages.siteId))
        .where(and(publishedOf(siteId), eq(pageVersions.url, url)))
        .limit(1)
      return row?.snapshot ? { versionId: row.versionId, page: row.snapshot } : null
    },
    /** The site's published navigation, variables and layouts; null before its first publish. */
    publishedSite: async (siteId: number) =>
      (
        await db
          .select({ snapshot: siteVersions.snapshot })
          .from(sites)
          .innerJoin(siteVersions, eq(siteVersions.id, sites.publishedVersionId))
          .where(eq(sites.id, siteId))
          .limit(1)
      )[0]?.snapshot ?? null,
    /** The site's draft navigation and variables, as editors left them (for preview links). */
    draftSite: async (siteId: number) =>
      (
        await db
          .select({ navigation: sites.navigation, variables: sites.variables })
          .from(sites)
          .where(eq(sites.id, siteId))
          .limit(1)
      )[0] ?? null,
    /** The draft page tree's pages, for the editor's preview. */
    pagesOfSite: (siteId: number) =>
      db
        .select({
          id: pages.id,
          title: pages.title,
          url: pages.url,
          parentId: pages.parentId,
          order: pages.order,
        })
        .from(pages)
        .where(eq(pages.siteId, siteId))
        .orderBy(asc(pages.order), asc(pages.id)),
    /** The site's forms as a page draws them: the fields, never mail settings or recipients. */
    formsOfSite: (organizationId: number, siteId: number) =>
      db
        .select({ id: forms.id, title: forms.title, schema: forms.schema })
        .from(forms)
        .where(and(eq(forms.organizationId, organizationId), eq(forms.siteId, siteId))),
    /** The organisation's themes of these ids: another tenant's id finds nothing. */
    themes: (organizationId: number, ids: number[]) =>
      ids.length
        ? db
            .select()
            .from(themes)
            .where(and(eq(themes.organizationId, organizationId), inArray(themes.id, ids)))
        : Promise.resolve([]),
    /** The organisation's colour sets of these ids. */
    colorsets: (organizationId: number, ids: number[]) =>
      ids.length
        ? db
            .select()
            .from(colorsets)
            .where(and(eq(colorsets.organizationId, organizationId), inArray(colorsets.id, ids)))
        : Promise.resolve([]),
    /** Every theme of the organisation (the editor's preview offers any of them to a block). */
    themesOf: (organizationId: number) =>
      db.select().from(themes).where(eq(themes.organizationId, organizationId)),
    colorsetsOf: (organizationId: number) =>
      db.select().from(colorsets).where(eq(colorsets.organizationId, organizationId)),
    /** A media file of the organisation (a site's logo or share image): another tenant's is null. */
    mediaFile: async (organizationId: number, id: number) =>
      (
        await db
          .select({
            id: mediaFiles.id,
            filename: mediaFiles.filename,
            name: mediaFiles.name,
            width: mediaFiles.width,
            height: mediaFiles.height,
            size: mediaFiles.size,
            alt: mediaFiles.alt,
            mimeType: mediaFiles.mimeType,
            checksum: mediaFiles.checksum,
            focusX: mediaFiles.focusX,
            focusY: mediaFiles.focusY,
          })
          .from(mediaFiles)
          .where(and(eq(mediaFiles.organizationId, organizationId), eq(mediaFiles.id, id)))
          .limit(1)
      )[0] ?? null,
    layout: async (id: number) =>
      (await db.select().from(layouts).where(eq(layouts.id, id)).limit(1))[0] ?? null,
    layoutContents: (layoutId: number) =>
      db
        .select()
        .from(contents)
        .where(eq(contents.layoutId, layoutId))
        .orderBy(asc(contents.order), asc(contents.id)),
    components: (ids: number[]) =>
      ids.length
        ? db
            .select({
              id: components.id,
              key: components.key,
              namespace: components.namespace,
              template: components.template,
              css: components.css,
              script: components.script,
              updatedAt: components.updatedAt,
            })
            .from(components)
            .where(inArray(components.id, ids))
        : Promise.resolve([]),
  }
}

export type PublicRepository = ReturnType<typeof createPublicRepository>
