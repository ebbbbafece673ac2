import { and, asc, eq, inArray, isNotNull, isNull, max, or } from 'drizzle-orm'
import type { PageWithArticles, SiteSnapshot } from '@sitewerk/contracts'
import type { Db } from '../../db/client.ts'
import { loadPageTree } from '../../db/page-tree.ts'
import {
  articles,
  contents,
  layouts,
  pages,
  pageVersions,
  sections,
  sites,
  siteVersions,
} from '../../db/schema/index.ts'
import { inTransaction } from '../../db/transaction.ts'
import { toLayout } from '../layouts/index.ts'
import { toPageWithArticles, type PageRow } from '../pages/index.ts'

type SiteRow = typeof sites.$inferSelect

/** Who publishes, with what note; `userId` null for the system (migration, schedule of a deleted account). */
export interface PublishBy {
  userId: number | null
  note?: string | null | undefined
}

const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id)

/** The page with its articles, sections and contents as the editor reads them: a version's content. */
async function pageSnapshot(tx: Db, page: PageRow): Promise<PageWithArticles> {
  return toPageWithArticles(page, await loadPageTree(tx, [page.id]))
}

/** The site's navigation, variables and every layout with its header and footer contents. */
async function siteSnapshot(tx: Db, site: SiteRow): Promise<SiteSnapshot> {
  const rows = await tx
    .select()
    .from(layouts)
    .where(and(eq(layouts.organizationId, site.organizationId), eq(layouts.siteId, site.id)))
    .orderBy(asc(layouts.id))
  const layoutIds = rows.map((r) => r.id)
  const layoutContents = layoutIds.length
    ? await tx
        .select()
        .from(contents)
        .where(inArray(contents.layoutId, layoutIds))
        .orderBy(asc(contents.order), asc(contents.id))
    : []
  return {
    navigation: site.navigation ?? null,
    variables: site.variables,
    layouts: rows.map((r) => toLayout(r, layoutContents)),
  }
}

/**
 * What a publish reads, locks and writes (decision 027); the publisher decides what goes along.
 * Every call takes the executor: the publish's transaction, or the pool.
 */
export const publishRepository = {
  /** Runs `work` in one transaction over `db`: a savepoint when `db` is a transaction already. */
  transaction: inTransaction,

  pageSnapshot,

  /** The organisation's site, locked for the transaction: publishes and plans of a site queue here. */
  lockSite: async (tx: Db, organizationId: number, siteId: number) => {
    const [site] = await tx
      .select()
      .from(sites)
      .where(and(eq(sites.organizationId, organizationId), eq(sites.id, siteId)))
      .for('update')
    return site ?? null
  },

  /** Locks the pages in id order (two publishes of overlapping pages never deadlock). */
  lockPages: async (tx: Db, organizationId: number, siteId: number, pageIds?: number[]) => {
    if (pageIds && !pageIds.length) return []
    return tx
      .select()
      .from(pages)
      .where(
        and(
          eq(pages.organizationId, organizationId),
          eq(pages.siteId, siteId),
          pageIds ? inArray(pages.id, pageIds) : undefined,
        ),
      )
      .orderBy(asc(pages.id))
      .for('update')
  },

  /**
   * Locks the blocks a version is made of, parents before children and each table in id order: a
   * save of one of them still in flight commits first and is read, a later one waits for the
   * publish and then marks its page (site) again. The page (site) lock alone does not hold saves
   * back: the draft triggers only write the page row while it is not marked yet (decision 028).
   */
  lockBlocks: async (
    tx: Db,
    { pageIds, layoutIds }: { pageIds: number[]; layoutIds: number[] },
  ) => {
    const articleIds = pageIds.length
      ? idsOf(
          await tx
            .select({ id: articles.id })
            .from(articles)
            .where(inArray(articles.pageId, pageIds))
            .orderBy(asc(articles.id))
            .for('update'),
        )
      : []
    const sectionIds = articleIds.length
      ? idsOf(
          await tx
            .select({ id: sections.id })
            .from(sections)
            .where(inArray(sections.articleId, articleIds))
            .orderBy(asc(sections.id))
            .for('update'),
        )
      : []
    const parents = [
      sectionIds.length ? inArray(contents.sectionId, sectionIds) : undefined,
      articleIds.length ? inArray(contents.articleId, articleIds) : undefined,
      layoutIds.length ? inArray(contents.layoutId, layoutIds) : undefined,
    ].filter((p) => p !== undefined)
    if (parents.length)
      await tx
        .select({ id: contents.id })
        .from(contents)
        .where(or(...parents))
        .orderBy(asc(contents.id))
        .for('update')
  },

  /** Locks the site's layouts in id order; answers their ids. */
  lockLayouts: async (tx: Db, siteId: number) =>
    idsOf(
      await tx
        .select({ id: layouts.id })
        .from(layouts)
        .where(eq(layouts.siteId, siteId))
        .orderBy(asc(layouts.id))
        .for('update'),
    ),

  /** The site's next version, from its draft; visitors see it from now on. */
  writeSiteVersion: async (tx: Db, site: SiteRow, by: PublishBy, now: Date) => {
    const [last] = await tx
      .select({ number: max(siteVersions.number) })
      .from(siteVersions)
      .where(eq(siteVersions.siteId, site.id))
    const [version] = await tx
      .insert(siteVersions)
      .values({
        organizationId: site.organizationId,
        siteId: site.id,
        number: (last?.number ?? 0) + 1,
        snapshot: await siteSnapshot(tx, site),
        note: by.note ?? null,
        createdBy: by.userId,
        createdAt: now,
      })
      .returning()
    await tx
      .update(sites)
      .set({ publishedVersionId: version!.id, draftChangedAt: null })
      .where(eq(sites.id, site.id))
    return version!
  },

  /** The page's next version, from its draft; visitors see it from now on. */
  writePageVersion: async (tx: Db, page: PageRow, by: PublishBy, now: Date) => {
    const [last] = await tx
      .select({ number: max(pageVersions.number) })
      .from(pageVersions)
      .where(eq(pageVersions.pageId, page.id))
    const [version] = await tx
      .insert(pageVersions)
      .values({
        organizationId: page.organizationId,
        siteId: page.siteId,
        pageId: page.id,
        number: (last?.number ?? 0) + 1,
        url: page.url,
        title: page.title,
        snapshot: await pageSnapshot(tx, page),
        note: by.note ?? null,
        createdBy: by.userId,
        createdAt: now,
      })
      .returning()
    await tx
      .update(pages)
      .set({ publishedVersionId: version!.id, draftChangedAt: null })
      .where(eq(pages.id, page.id))
    return version!
  },

  /** The site's published pages with the address and title of the version visitors see. */
  publishedPagesOfSite: (tx: Db, siteId: number) =>
    tx
      .select({ pageId: pages.id, title: pageVersions.title, url: pageVersions.url })
      .from(pages)
      .innerJoin(pageVersions, eq(pageVersions.id, pages.publishedVersionId))
      .where(and(eq(pages.siteId, siteId), isNotNull(pages.publishedVersionId))),

  /** The addresses of these versions, by page. */
  versionUrls: async (tx: Db, versionIds: number[]) => {
    const rows = await tx
      .select({ pageId: pageVersions.pageId, url: pageVersions.url })
      .from(pageVersions)
      .where(inArray(pageVersions.id, versionIds))
    return new Map(rows.map((r) => [r.pageId, r.url]))
  },

  /** The ids of the layouts a site version holds. */
  layoutIdsOfSiteVersion: async (tx: Db, siteVersionId: number) => {
    const [version] = await tx
      .select({ snapshot: siteVersions.snapshot })
      .from(siteVersions)
      .where(eq(siteVersions.id, siteVersionId))
    return new Set(version?.snapshot?.layouts.map((l) => l.id) ?? [])
  },

  /** Takes the organisation's page off the site; null for another tenant's. */
  unpublish: async (db: Db, organizationId: number, pageId: number) => {
    const [page] = await db
      .update(pages)
      .set({ publishedVersionId: null })
      .where(and(eq(pages.organizationId, organizationId), eq(pages.id, pageId)))
      .returning()
    return page ?? null
  },

  /**
   * Start-up step after migration 0009: the versions it wrote for pages and sites that existed
   * before hold no content yet; fill them from the live tables (nothing was edited in between:
   * the server does not listen yet).
   */
  async fillMigratedSnapshots(db: Db) {
    const pageRows = await db
      .select({ page: pages, versionId: pageVersions.id })
      .from(pageVersions)
      .innerJoin(pages, eq(pages.id, pageVersions.pageId))
      .where(isNull(pageVersions.snapshot))
    for (const { page, versionId } of pageRows)
      await db
        .update(pageVersions)
        .set({ snapshot: await pageSnapshot(db, page) })
        .where(eq(pageVersions.id, versionId))
    const siteRows = await db
      .select({ site: sites, versionId: siteVersions.id })
      .from(siteVersions)
      .innerJoin(sites, eq(sites.id, siteVersions.siteId))
      .where(isNull(siteVersions.snapshot))
    for (const { site, versionId } of siteRows)
      await db
        .update(siteVersions)
        .set({ snapshot: await siteSnapshot(db, site) })
        .where(eq(siteVersions.id, versionId))
    return { pages: pageRows.length, sites: siteRows.length }
  },
}
