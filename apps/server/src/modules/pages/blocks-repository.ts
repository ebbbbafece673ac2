import { and, eq, gt, inArray, max, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { articles, contents, pages, reusableSections, sections } from '../../db/schema/index.ts'
import type { TenantScope } from '../../lib/tenant-scope.ts'
import { insertRestored, type RestoreRows } from './deleted-blocks-repository.ts'
import type { ArticleRow, ContentRow, PageRow, SectionRow } from './mappers.ts'
import type { PagesTx } from './repository.ts'

const tables = { articles, sections, contents }

/** A block's new parent in a reorder: the columns that place it. */
export type BlockParent = Record<string, unknown>

// Duplicating copies the whole subtree (issue #3): every copy drops id and timestamps.
const fresh = <T extends { id: number; createdAt: Date; updatedAt: Date }>({
  id: _,
  createdAt: __,
  updatedAt: ___,
  ...rest
}: T) => rest

async function copyContent(tx: PagesTx, row: ContentRow, into: Partial<ContentRow>) {
  const [copy] = await tx
    .insert(contents)
    .values({ ...fresh(row), ...into })
    .returning()
  return copy!
}

async function copySection(tx: PagesTx, row: SectionRow, into: Partial<SectionRow>) {
  const [copy] = await tx
    .insert(sections)
    .values({ ...fresh(row), ...into })
    .returning()
  const children = await tx.select().from(contents).where(eq(contents.sectionId, row.id))
  for (const child of children) await copyContent(tx, child, { sectionId: copy!.id })
  return copy!
}

async function copyArticle(tx: PagesTx, row: ArticleRow, into: Partial<ArticleRow>) {
  const [copy] = await tx
    .insert(articles)
    .values({ ...fresh(row), ...into })
    .returning()
  const [background] = await tx.select().from(contents).where(eq(contents.articleId, row.id))
  if (background) await copyContent(tx, background, { articleId: copy!.id })
  const children = await tx.select().from(sections).where(eq(sections.articleId, row.id))
  for (const child of children) await copySection(tx, child, { articleId: copy!.id })
  return copy!
}

async function copyPage(tx: PagesTx, row: PageRow, into: Partial<PageRow>) {
  const [copy] = await tx
    .insert(pages)
    .values({ ...fresh(row), ...into })
    .returning()
  const children = await tx.select().from(articles).where(eq(articles.pageId, row.id))
  for (const child of children) await copyArticle(tx, child, { pageId: copy!.id })
  return copy!
}

/**
 * The writes of blocks that move or copy several rows in one transaction: duplicates, reorders and
 * reusable sections (decision 041). Part of the pages repository.
 */
export function createBlocksRepository(db: Db) {
  return {
    /** Copies the page with its whole tree, with `changes` to the page row. */
    duplicatePage: (page: PageRow, changes: Parameters<typeof copyPage>[2]) =>
      db.transaction((tx) => copyPage(tx, page, changes)),

    /** Copies the article with its subtree right after it; those behind it move down. */
    duplicateArticle: (article: ArticleRow, now: Date) =>
      db.transaction(async (tx) => {
        await tx
          .update(articles)
          .set({ order: sql`${articles.order} + 1`, updatedAt: now })
          .where(and(eq(articles.pageId, article.pageId), gt(articles.order, article.order)))
        return copyArticle(tx, article, { order: article.order + 1 })
      }),

    /** Copies the section with its blocks right after it; those behind it move down. */
    duplicateSection: (section: SectionRow, now: Date) =>
      db.transaction(async (tx) => {
        await tx
          .update(sections)
          .set({ order: sql`${sections.order} + 1`, updatedAt: now })
          .where(and(eq(sections.articleId, section.articleId), gt(sections.order, section.order)))
        return copySection(tx, section, { order: section.order + 1 })
      }),

    /** Copies the block right after it; those behind it in a section or reusable section move down. */
    duplicateContent: (content: ContentRow, now: Date) =>
      db.transaction(async (tx) => {
        const sameParent = content.sectionId
          ? eq(contents.sectionId, content.sectionId)
          : content.reusableSectionId
            ? eq(contents.reusableSectionId, content.reusableSectionId)
            : null
        if (sameParent) {
          await tx
            .update(contents)
            .set({ order: sql`${contents.order} + 1`, updatedAt: now })
            .where(and(sameParent, gt(contents.order, content.order)))
        }
        return copyContent(tx, content, { order: content.order + 1 })
      }),

    /**
     * Puts the blocks under `parent` in the order of `ids`; null when one of them is not the
     * organisation's. Answers the reusable sections contents were dragged out of: the contents
     * trigger only marks pages through sections and articles, so the caller marks their placing
     * pages (decision 041).
     */
    moveBlocks: (
      { organizationId }: TenantScope,
      type: keyof typeof tables,
      { ids, parent, now }: { ids: number[]; parent: BlockParent; now: () => Date },
    ) =>
      db.transaction(async (tx) => {
        const table = tables[type]
        const rows = await tx
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.organizationId, organizationId), inArray(table.id, ids)))
        if (rows.length !== ids.length) return null
        const left = new Set<number>()
        if (table === contents)
          for (const row of await tx
            .select({ reusableSectionId: contents.reusableSectionId })
            .from(contents)
            .where(inArray(contents.id, ids)))
            if (row.reusableSectionId) left.add(row.reusableSectionId)
        for (const [index, id] of ids.entries()) {
          await tx
            .update(table)
            .set({ ...parent, order: index + 1, updatedAt: now() } as never)
            .where(eq(table.id, id))
        }
        return left
      }),

    /** Re-creates deleted blocks under their own ids (decision 052); see `insertRestored`. */
    restoreBlocks: ({ organizationId }: TenantScope, rows: RestoreRows) =>
      db.transaction((tx) => insertRestored(tx, organizationId, rows)),

    /** Makes the section's blocks the shared blocks of a new reusable section it then places. */
    makeReusable: (
      scope: TenantScope,
      {
        section,
        siteId,
        title,
        now,
      }: { section: SectionRow; siteId: number; title: string; now: Date },
    ) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(reusableSections)
          .values({ ...scope, siteId, title })
          .returning()
        await tx
          .update(contents)
          .set({ sectionId: null, reusableSectionId: row!.id, updatedAt: now })
          .where(eq(contents.sectionId, section.id))
        await tx
          .update(sections)
          .set({ reusableSectionId: row!.id, updatedAt: now })
          .where(eq(sections.id, section.id))
        return row!
      }),

    /** A new section at the end of the article that places the reusable section. */
    placeReusable: (
      scope: TenantScope,
      { articleId, reusable }: { articleId: number; reusable: { id: number; title: string } },
    ) =>
      db.transaction(async (tx) => {
        const [last] = await tx
          .select({ order: max(sections.order) })
          .from(sections)
          .where(eq(sections.articleId, articleId))
        const [row] = await tx
          .insert(sections)
          .values({
            ...scope,
            articleId,
            order: (last?.order ?? 0) + 1,
            title: reusable.title,
            reusableSectionId: reusable.id,
          })
          .returning()
        return row!
      }),

    /** Copies the shared blocks into the section, which stops placing the reusable section. */
    detachReusable: (section: SectionRow, reusableId: number, now: () => Date) =>
      db.transaction(async (tx) => {
        const shared = await tx
          .select()
          .from(contents)
          .where(
            and(
              eq(contents.organizationId, section.organizationId),
              eq(contents.reusableSectionId, reusableId),
            ),
          )
        for (const block of shared)
          await copyContent(tx, block, { sectionId: section.id, reusableSectionId: null })
        await tx
          .update(sections)
          .set({ reusableSectionId: null, updatedAt: now() })
          .where(eq(sections.id, section.id))
      }),
  }
}
