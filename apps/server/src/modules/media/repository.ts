import { and, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { FormField } from '@sitewerk/contracts'
import type { Db } from '../../db/client.ts'
import {
  articles,
  mediaCategories,
  mediaFiles,
  organizations,
  pages,
  sections,
  sites,
} from '../../db/schema/index.ts'
import type { TenantScope } from '../../lib/tenant-scope.ts'

export type MediaFileRow = typeof mediaFiles.$inferSelect
export type MediaCategoryRow = typeof mediaCategories.$inferSelect
/** A category id, or null for the root (spec §3: the root is a constant, not a row). */
type CategoryRef = number | null

/** A content that may hold a file, with its component's form and where it is placed. */
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

/** `%` and `_` typed by a person are letters, not wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

const inCategory = (categoryId: CategoryRef) =>
  categoryId === null
    ? isNull(mediaFiles.mediaCategoryId)
    : eq(mediaFiles.mediaCategoryId, categoryId)

/** Media files (namespace 'media' only: font files belong to the fonts module) and categories. */
export function createMediaRepository(db: Db) {
  const fileWhere = ({ organizationId }: TenantScope, ...more: (SQL | undefined)[]) =>
    and(eq(mediaFiles.organizationId, organizationId), eq(mediaFiles.namespace, 'media'), ...more)
  const categoryWhere = ({ organizationId }: TenantScope, ...more: (SQL | undefined)[]) =>
    and(eq(mediaCategories.organizationId, organizationId), ...more)

  return {
    /** The organisation's sites, whose pages show its pictures. */
    siteIdsOf: async (organizationId: number) =>
      (
        await db
          .select({ id: sites.id })
          .from(sites)
          .where(eq(sites.organizationId, organizationId))
      ).map((s) => s.id),
    files: {
      findById: async (scope: TenantScope & { id: number }) =>
        (
          await db
            .select()
            .from(mediaFiles)
            .where(fileWhere(scope, eq(mediaFiles.id, scope.id)))
        )[0] ?? null,
      /** A media file by id alone, for addresses that carry only the id; callers check the tenant. */
      findAnyById: async (id: number) =>
        (
          await db
            .select()
            .from(mediaFiles)
            .where(and(eq(mediaFiles.id, id), eq(mediaFiles.namespace, 'media')))
        )[0] ?? null,
      organizationOf: async (id: number) =>
        (
          await db
            .select({ organizationId: mediaFiles.organizationId })
            .from(mediaFiles)
            .where(and(eq(mediaFiles.id, id), eq(mediaFiles.namespace, 'media')))
        )[0]?.organizationId ?? null,
      listInCategory: (scope: TenantScope & { categoryId: CategoryRef }) =>
        db
          .select()
          .from(mediaFiles)
          .where(fileWhere(scope, inCategory(scope.categoryId)))
          .orderBy(asc(mediaFiles.id)),
      search: (scope: TenantScope & { q: string; limit: number }) => {
        const pattern = `%${escapeLike(scope.q)}%`
        return db
          .select()
          .from(mediaFiles)
          .where(
            fileWhere(
              scope,
              scope.q
                ? or(
                    ilike(mediaFiles.name, pattern),
                    ilike(mediaFiles.alt, pattern),
                    ilike(mediaFiles.filename, pattern),
                  )
                : undefined,
            ),
          )
          .orderBy(asc(mediaFiles.id))
          .limit(scope.limit)
      },
      /**
       * Inserts the row in a transaction that holds the category (if any) against a concurrent
       * delete, so the row never points at a category that went between check and insert.
       * Null when the category is not the organisation's.
       */
      insert: (values: typeof mediaFiles.$inferInsert) =>
        db.transaction(async (tx) => {
          if (values.mediaCategoryId != null) {
            const [held] = await tx
              .select({ id: mediaCategories.id })
              .from(mediaCategories)
              .where(categoryWhere(values, eq(mediaCategories.id, values.mediaCategoryId)))
              .for('key share')
            if (!held) return null
          }
          return (await tx.insert(mediaFiles).values(values).returning())[0]!
        }),
      update: async (
        scope: TenantScope & { id: number },
        changes: Partial<
          Pick<
            MediaFileRow,
            | 'name'
            | 'alt'
            | 'mediaCategoryId'
            | 'focusX'
            | 'focusY'
            | 'updatedAt'
            // replacing the content (decision 042)
            | 'filename'
            | 'storageKey'
            | 'mimeType'
            | 'checksum'
            | 'width'
            | 'height'
            | 'size'
            | 'createdAt'
          >
        >,
      ) =>
        (
          await db
            .update(mediaFiles)
            .set(changes)
            .where(fileWhere(scope, eq(mediaFiles.id, scope.id)))
            .returning()
        )[0] ?? null,
      delete: async (scope: TenantScope & { id: number }) =>
        (
          await db
            .delete(mediaFiles)
            .where(fileWhere(scope, eq(mediaFiles.id, scope.id)))
            .returning()
        )[0] ?? null,
    },

    categories: {
      findById: async (scope: TenantScope & { id: number }) =>
        (
          await db
            .select()
            .from(mediaCategories)
            .where(categoryWhere(scope, eq(mediaCategories.id, scope.id)))
        )[0] ?? null,
      /** The children of a category with how many subcategories and media files each holds. */
      children: (scope: TenantScope & { parentId: CategoryRef }) => {
        // Spelled out: drizzle writes a column in a select list without its table, which inside
        // the subquery would name the subquery's own row.
        const sub = sql<number>`(select count(*) from media_categories c where c.parent_id = media_categories.id)`
        const files = sql<number>`(select count(*) from media_files f where f.media_category_id = media_categories.id and f.namespace = 'media')`
        return db
          .select({
            id: mediaCategories.id,
            title: mediaCategories.title,
            parentId: mediaCategories.parentId,
            childrenCount: sub.mapWith(Number),
            filesCount: files.mapWith(Number),
          })
          .from(mediaCategories)
          .where(
            categoryWhere(
              scope,
              scope.parentId === null
                ? isNull(mediaCategories.parentId)
                : eq(mediaCategories.parentId, scope.parentId),
            ),
          )
          .orderBy(asc(mediaCategories.title), asc(mediaCategories.id))
      },
      /** From the topmost category down to `id` itself, following parent_id. */
      path: async (scope: TenantScope & { id: number }) => {
        const rows = await db.execute<{ id: number; title: string; depth: number }>(sql`
          with recursive up(id, title, parent_id, depth) as (
            select id, title, parent_id, 0 from ${mediaCategories}
              where id = ${scope.id} and organization_id = ${scope.organizationId}
            union all
            select c.id, c.title, c.parent_id, up.depth + 1 from ${mediaCategories} c
              join up on c.id = up.parent_id
              where c.organization_id = ${scope.organizationId} and up.depth < 1000
          )
          select id, title, depth from up order by depth desc`)
        return rows.rows.map((r) => ({ id: Number(r.id), title: String(r.title) }))
      },
      insert: async (values: typeof mediaCategories.$inferInsert) =>
        (await db.insert(mediaCategories).values(values).returning())[0]!,
      update: async (
        scope: TenantScope & { id: number },
        changes: Partial<Pick<MediaCategoryRow, 'title' | 'parentId' | 'updatedAt'>>,
      ) =>
        (
          await db
            .update(mediaCategories)
            .set(changes)
            .where(categoryWhere(scope, eq(mediaCategories.id, scope.id)))
            .returning()
        )[0] ?? null,
      /** Deletes the category only while it holds no subcategory and no file of any namespace. */
      deleteIfEmpty: async (scope: TenantScope & { id: number }) => {
        const deleted = await db
          .delete(mediaCategories)
          .where(
            categoryWhere(
              scope,
              eq(mediaCategories.id, scope.id),
              sql`not exists (select 1 from ${mediaCategories} c where c.parent_id = ${scope.id})`,
              sql`not exists (select 1 from ${mediaFiles} f where f.media_category_id = ${scope.id})`,
            ),
          )
          .returning({ id: mediaCategories.id })
        return deleted.length > 0
      },
    },

    /**
     * Where the organisation's rows name a media file (spec §4, §8), each kind in id order; the
     * usages service decides what counts (`usages.ts`).
     */
    usages: {
      /** The organisation's logo and icon files. */
      organizationImages: async (organizationId: number) =>
        (
          await db
            .select({ logo: organizations.logoFileId, icon: organizations.iconFileId })
            .from(organizations)
            .where(eq(organizations.id, organizationId))
        )[0],
      /**
       * Contents whose data may hold the file, with their component's form and their page or
       * layout. jsonb prints `"id": 5` followed by ',' or '}': a cheap filter; the form walk decides.
       */
      contentCandidates: async (organizationId: number, fileId: number) => {
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
      },
      /** Pages that share the file as their image. */
      sharingPages: (organizationId: number, fileId: number) =>
        db
          .select()
          .from(pages)
          .where(and(eq(pages.organizationId, organizationId), eq(pages.seoImageId, fileId)))
          .orderBy(asc(pages.id)),
      /** Sites that share the file as their image. */
      sharingSites: (organizationId: number, fileId: number) =>
        db
          .select({ id: sites.id, title: sites.title })
          .from(sites)
          .where(and(eq(sites.organizationId, organizationId), eq(sites.seoImageId, fileId)))
          .orderBy(asc(sites.id)),
      /** Sites with the file as their logo or favicon. */
      brandedSites: (organizationId: number, fileId: number) =>
        db
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
          .orderBy(asc(sites.id)),
      /** Articles with the file as their background, with their page. */
      articleBackgrounds: (organizationId: number, fileId: number) =>
        db
          .select({ articleId: articles.id, page: pages })
          .from(articles)
          .innerJoin(pages, eq(pages.id, articles.pageId))
          .where(
            and(eq(articles.organizationId, organizationId), eq(articles.backgroundFileId, fileId)),
          )
          .orderBy(asc(articles.id)),
      /** Sections with the file as their background, with their page. */
      sectionBackgrounds: (organizationId: number, fileId: number) =>
        db
          .select({ sectionId: sections.id, page: pages })
          .from(sections)
          .innerJoin(articles, eq(articles.id, sections.articleId))
          .innerJoin(pages, eq(pages.id, articles.pageId))
          .where(
            and(eq(sections.organizationId, organizationId), eq(sections.backgroundFileId, fileId)),
          )
          .orderBy(asc(sections.id)),
    },
  }
}

export type MediaRepository = ReturnType<typeof createMediaRepository>
