import { and, asc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { loadPageTree } from '../../db/page-tree.ts'
import { articles, contents, pages, reusableSections, sections } from '../../db/schema/index.ts'
import { createBlocksRepository } from './blocks-repository.ts'
import { purgeDeletedBlocks, recordDeleted, type BlockKind } from './deleted-blocks-repository.ts'
import type { ArticleRow, ContentRow, PageRow, SectionRow } from './mappers.ts'
import type { TenantScope } from '../../lib/tenant-scope.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Scoped = PgTable & { id: PgColumn; organizationId: PgColumn }

export function createPagesRepository(db: Db) {
  // PostgreSQL keeps microseconds, a JavaScript Date milliseconds: compare what both can hold.
  const sameVersion = (column: AnyColumn, expected: Date) =>
    sql`date_trunc('milliseconds', ${column}) = ${expected.toISOString()}::timestamptz`

  const where = (table: Scoped, { organizationId }: TenantScope, id: number): SQL =>
    and(eq(table.organizationId, organizationId), eq(table.id, id))!

  const findIn = async <T>(table: Scoped, scope: TenantScope, id: number) =>
    ((
      await db
        .select()
        .from(table as PgTable)
        .where(where(table, scope, id))
        .limit(1)
    )[0] as T | undefined) ?? null

  return {
    ...createBlocksRepository(db),
    loadTree: (pageIds: number[]) => loadPageTree(db, pageIds),
    findPage: (scope: TenantScope, id: number) => findIn<PageRow>(pages, scope, id),
    findArticle: (scope: TenantScope, id: number) => findIn<ArticleRow>(articles, scope, id),
    findSection: (scope: TenantScope, id: number) => findIn<SectionRow>(sections, scope, id),
    findContent: (scope: TenantScope, id: number) => findIn<ContentRow>(contents, scope, id),

    pagesOfSite: (scope: TenantScope, siteId: number) =>
      db
        .select()
        .from(pages)
        .where(and(eq(pages.organizationId, scope.organizationId), eq(pages.siteId, siteId)))
        .orderBy(asc(pages.order), asc(pages.id)),
    findPageByUrl: async (siteId: number, url: string) =>
      (
        await db
          .select()
          .from(pages)
          .where(and(eq(pages.siteId, siteId), eq(pages.url, url)))
          .limit(1)
      )[0] ?? null,

    insertPage: async (values: typeof pages.$inferInsert) =>
      (await db.insert(pages).values(values).returning())[0]!,
    insertArticle: async (values: typeof articles.$inferInsert) =>
      (await db.insert(articles).values(values).returning())[0]!,
    insertSection: async (values: typeof sections.$inferInsert) =>
      (await db.insert(sections).values(values).returning())[0]!,
    insertContent: async (values: typeof contents.$inferInsert) =>
      (await db.insert(contents).values(values).returning())[0]!,

    updatePage: async (
      scope: TenantScope,
      id: number,
      changes: Partial<typeof pages.$inferInsert>,
      /** Written only if the row still has this `updated_at` (else null). */
      expected?: Date,
    ) =>
      (
        await db
          .update(pages)
          .set(changes)
          .where(
            and(
              where(pages, scope, id),
              expected ? sameVersion(pages.updatedAt, expected) : undefined,
            ),
          )
          .returning()
      )[0] ?? null,
    updateArticle: async (
      scope: TenantScope,
      id: number,
      changes: Partial<typeof articles.$inferInsert>,
      expected?: Date,
    ) =>
      (
        await db
          .update(articles)
          .set(changes)
          .where(
            and(
              where(articles, scope, id),
              expected ? sameVersion(articles.updatedAt, expected) : undefined,
            ),
          )
          .returning()
      )[0] ?? null,
    updateSection: async (
      scope: TenantScope,
      id: number,
      changes: Partial<typeof sections.$inferInsert>,
      expected?: Date,
    ) =>
      (
        await db
          .update(sections)
          .set(changes)
          .where(
            and(
              where(sections, scope, id),
              expected ? sameVersion(sections.updatedAt, expected) : undefined,
            ),
          )
          .returning()
      )[0] ?? null,
    updateContent: async (
      scope: TenantScope,
      id: number,
      changes: Partial<typeof contents.$inferInsert>,
      expected?: Date,
    ) =>
      (
        await db
          .update(contents)
          .set(changes)
          .where(
            and(
              where(contents, scope, id),
              expected ? sameVersion(contents.updatedAt, expected) : undefined,
            ),
          )
          .returning()
      )[0] ?? null,

    /** Deletes a page; its blocks go with it (ON DELETE CASCADE). */
    deletePage: async (scope: TenantScope, id: number) => {
      await db.delete(pages).where(where(pages, scope, id))
    },

    /**
     * Deletes an article, section or content with its children (ON DELETE CASCADE) and writes down
     * every id that went as the organisation's, in one transaction (decision 052).
     */
    deleteBlock: (
      kind: BlockKind,
      scope: TenantScope,
      id: number,
      { pageId, now }: { pageId: number | null; now: Date },
    ) =>
      db.transaction(async (tx) => {
        await recordDeleted(tx, { kind, id, organizationId: scope.organizationId, pageId, now })
        const t = { article: articles, section: sections, content: contents }[kind]
        await tx.delete(t).where(where(t, scope, id))
      }),
    /** Forgets deletions past the undo window (decision 052). */
    purgeDeletedBlocks: (now: Date) => purgeDeletedBlocks(db, now),

    /** Creates a page with one empty article and section (spec §4) in one transaction. */
    createPageWithArticle: (values: typeof pages.$inferInsert) =>
      db.transaction(async (tx) => {
        const [page] = await tx.insert(pages).values(values).returning()
        const [article] = await tx
          .insert(articles)
          .values({
            organizationId: values.organizationId,
            pageId: page!.id,
            // Only the home page opens with a full-height stage (issue 13, defect 6).
            height: values.url === '' ? 'full' : null,
            alignment: 'center',
            order: 1,
          })
          .returning()
        await tx
          .insert(sections)
          .values({ organizationId: values.organizationId, articleId: article!.id, order: 1 })
        return page!
      }),

    findReusable: async (scope: TenantScope, id: number) =>
      (
        await db
          .select()
          .from(reusableSections)
          .where(where(reusableSections, scope, id))
          .limit(1)
      )[0] ?? null,
    reusableOfSite: (scope: TenantScope, siteId: number) =>
      db
        .select()
        .from(reusableSections)
        .where(
          and(
            eq(reusableSections.organizationId, scope.organizationId),
            eq(reusableSections.siteId, siteId),
          ),
        )
        .orderBy(asc(reusableSections.title), asc(reusableSections.id)),
    renameReusable: async (scope: TenantScope, id: number, title: string, now: Date) =>
      (
        await db
          .update(reusableSections)
          .set({ title, updatedAt: now })
          .where(where(reusableSections, scope, id))
          .returning()
      )[0] ?? null,
    /**
     * Deletes a reusable section with its shared blocks (ON DELETE CASCADE); a section still placing
     * it restricts the delete (a foreign-key violation).
     */
    deleteReusable: async (scope: TenantScope, id: number) => {
      await db.delete(reusableSections).where(where(reusableSections, scope, id))
    },
    /** The pages placing these reusable sections, each page once per reusable section. */
    pagesUsing: async (reusableIds: number[]) =>
      reusableIds.length
        ? db
            .selectDistinct({
              reusableSectionId: sections.reusableSectionId,
              id: pages.id,
              title: pages.title,
              url: pages.url,
            })
            .from(sections)
            .innerJoin(articles, eq(articles.id, sections.articleId))
            .innerJoin(pages, eq(pages.id, articles.pageId))
            .where(inArray(sections.reusableSectionId, reusableIds))
            .orderBy(asc(pages.url), asc(pages.id))
        : [],
    /**
     * A reusable section's blocks changed: every page placing it has unpublished changes (the
     * contents trigger only knows pages through sections and articles, decision 041).
     */
    markPagesUsing: async (reusableId: number, now: Date) => {
      const using = db
        .select({ id: articles.pageId })
        .from(sections)
        .innerJoin(articles, eq(articles.id, sections.articleId))
        .where(eq(sections.reusableSectionId, reusableId))
      await db
        .update(pages)
        .set({
          draftChangedAt: sql`coalesce(${pages.draftChangedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(inArray(pages.id, using))
    },

    transaction: <T>(run: (tx: Tx) => Promise<T>) => db.transaction(run),
    loadTreeIn: (tx: Tx, pageIds: number[]) => loadPageTree(tx, pageIds),
  }
}

export type PagesRepository = ReturnType<typeof createPagesRepository>
export type PagesTx = Tx
