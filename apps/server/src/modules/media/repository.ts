import { and, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { mediaCategories, mediaFiles, sites } from '../../db/schema/index.ts'
import type { TenantScope } from '../../lib/tenant-scope.ts'

export type MediaFileRow = typeof mediaFiles.$inferSelect
export type MediaCategoryRow = typeof mediaCategories.$inferSelect
/** A category id, or null for the root (spec §3: the root is a constant, not a row). */
type CategoryRef = number | null

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
  }
}

export type MediaRepository = ReturnType<typeof createMediaRepository>
