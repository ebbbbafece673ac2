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
import { isDeadlock } from '../../lib/db-errors.ts'
import { toLayout } from '../layouts/index.ts'
import { toPageWithArticles, type PageRow } from '../pages/index.ts'
import { followPublishedMoves } from '../redirects/index.ts'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type SiteRow = typeof sites.$inferSelect

/** Who publishes, with what note; `userId` null for the system (migration, schedule of a deleted account). */
export interface PublishBy {
  userId: number | null
  note?: string | null | undefined
}

/** A page another one would share its published address with, so neither publish may happen. */
export class PublishedUrlTaken extends Error {
  constructor(
    readonly pageId: number,
    readonly otherTitle: string,
  ) {
    super(`page ${pageId}: its address is published by "${otherTitle}"`)
  }
}

const asDb = (tx: Tx | Db) => tx as unknown as Db

/** The page with its articles, sections and contents as the editor reads them: a version's content. */
export async function pageSnapshot(tx: Tx | Db, page: PageRow): Promise<PageWithArticles> {
  return toPageWithArticles(page, await loadPageTree(tx, [page.id]))
}

/** The site's navigation, variables and every layout with its header and footer contents. */
export async function siteSnapshot(tx: Tx | Db, site: SiteRow): Promise<SiteSnapshot> {
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

/** The organisation's site, locked for the transaction: publishes and plans of a site queue here. */
export async function lockSite(tx: Tx, organizationId: number, siteId: number) {
  const [site] = await tx
    .select()
    .from(sites)
    .where(and(eq(sites.organizationId, organizationId), eq(sites.id, siteId)))
    .for('update')
  return site ?? null
}

/** Locks the pages in id order (two publishes of overlapping pages never deadlock). */
async function lockPages(tx: Tx, organizationId: number, siteId: number, pageIds?: number[]) {
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
}

const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id)

/**
 * Locks the blocks a version is made of, parents before children and each table in id order: a
 * save of one of them still in flight commits first and is read, a later one waits for the publish
 * and then marks its page (site) again. The page (site) lock alone does not hold saves back: the
 * draft triggers only write the page row while it is not marked yet (decision 028).
 */
async function lockBlocks(
  tx: Tx,
  { pageIds, layoutIds }: { pageIds: number[]; layoutIds: number[] },
) {
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
}

async function lockLayouts(tx: Tx, siteId: number) {
  return idsOf(
    await tx
      .select({ id: layouts.id })
      .from(layouts)
      .where(eq(layouts.siteId, siteId))
      .orderBy(asc(layouts.id))
      .for('update'),
  )
}

/** A transaction again when PostgreSQL ended it as one side of a deadlock (a save moving blocks). */
async function retryingDeadlocks<T>(work: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      if (!isDeadlock(error) || attempt >= tries) throw error
    }
  }
}

async function writeSiteVersion(tx: Tx, site: SiteRow, by: PublishBy, now: Date) {
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
}

async function writePageVersion(tx: Tx, page: PageRow, by: PublishBy, now: Date) {
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
}

/**
 * Refuses a state in which two published pages of the site share an address; answers the
 * addresses the site's published pages have.
 */
async function assertPublishedUrlsUnique(tx: Tx, siteId: number, pageIds: number[]) {
  const published = await tx
    .select({ pageId: pages.id, title: pageVersions.title, url: pageVersions.url })
    .from(pages)
    .innerJoin(pageVersions, eq(pageVersions.id, pages.publishedVersionId))
    .where(and(eq(pages.siteId, siteId), isNotNull(pages.publishedVersionId)))
  const byUrl = new Map<string, { pageId: number; title: string }[]>()
  for (const p of published) byUrl.set(p.url, [...(byUrl.get(p.url) ?? []), p])
  for (const id of pageIds) {
    const mine = published.find((p) => p.pageId === id)
    const other = mine && byUrl.get(mine.url)?.find((p) => p.pageId !== id)
    if (other) throw new PublishedUrlTaken(id, other.title)
  }
  return new Set(byUrl.keys())
}

/** Where the pages are published now, before this publish moves them (decision 036). */
async function publishedUrlsOf(tx: Tx, chosen: PageRow[]) {
  const versionIds = chosen.flatMap((p) => (p.publishedVersionId ? [p.publishedVersionId] : []))
  if (!versionIds.length) return new Map<number, string>()
  const rows = await tx
    .select({ pageId: pageVersions.pageId, url: pageVersions.url })
    .from(pageVersions)
    .where(inArray(pageVersions.id, versionIds))
  return new Map(rows.map((r) => [r.pageId, r.url]))
}

/**
 * Whether one of the pages wears a layout visitors have never seen (made or first chosen after the
 * site's last publish): the page would be shown without it, so the site's layouts go along.
 */
async function wearsUnpublishedLayout(tx: Tx, siteVersionId: number, chosen: PageRow[]) {
  const layoutIds = chosen.map((p) => p.layoutId).filter((id): id is number => id !== null)
  if (!layoutIds.length) return false
  const [version] = await tx
    .select({ snapshot: siteVersions.snapshot })
    .from(siteVersions)
    .where(eq(siteVersions.id, siteVersionId))
  const published = new Set(version?.snapshot?.layouts.map((l) => l.id) ?? [])
  return layoutIds.some((id) => !published.has(id))
}

/** What a publish is asked to take along; see `publishIn`. */
export interface PublishRequest {
  pageIds?: number[]
  withSite: boolean
  by: PublishBy
  now: Date
}

/**
 * Publishes, in `tx`, pages of a site (`pageIds` undefined: every page with unpublished changes or
 * never published) and, when `withSite` is set or the site was never published, its navigation,
 * variables and layouts. The site row, the pages, then their blocks (and the site's layouts) are
 * locked, always in that order, their drafts read and written as versions, and the draft marks
 * cleared; a save waiting on those locks marks its page again when it commits (decision 028).
 * Answers what was published, or null when the site is not the organisation's.
 */
export async function publishIn(
  tx: Tx,
  organizationId: number,
  siteId: number,
  { pageIds, withSite, by, now }: PublishRequest,
) {
  const site = await lockSite(tx, organizationId, siteId)
  if (!site) return null
  const candidates = await lockPages(tx, organizationId, siteId, pageIds)
  const chosen = pageIds
    ? candidates
    : candidates.filter((p) => p.publishedVersionId === null || p.draftChangedAt !== null)
  const withSiteVersion =
    withSite ||
    site.publishedVersionId === null ||
    (await wearsUnpublishedLayout(tx, site.publishedVersionId, chosen))
  await lockBlocks(tx, {
    pageIds: chosen.map((p) => p.id),
    layoutIds: withSiteVersion ? await lockLayouts(tx, siteId) : [],
  })
  const siteVersion = withSiteVersion ? await writeSiteVersion(tx, site, by, now) : null
  const before = await publishedUrlsOf(tx, chosen)
  const versions = []
  for (const page of chosen) versions.push(await writePageVersion(tx, page, by, now))
  const chosenIds = chosen.map((p) => p.id)
  if (!chosenIds.length) return { siteVersion, pageVersions: versions, pageIds: chosenIds }
  await followPublishedMoves(asDb(tx), {
    organizationId,
    siteId,
    pageUrls: chosen.map((p) => p.url),
    publishedUrls: await assertPublishedUrlsUnique(tx, siteId, chosenIds),
    moves: chosen.flatMap((p) => {
      const from = before.get(p.id)
      return from !== undefined && from !== p.url ? [{ from, to: p.url }] : []
    }),
    now,
  })
  return { siteVersion, pageVersions: versions, pageIds: chosenIds }
}

/** What a publish wrote: the site's version (if it took the site along) and the pages'. */
export type Published = NonNullable<Awaited<ReturnType<typeof publishIn>>>

/** Publishing in one transaction each, so a publish is one consistent state (`publishIn`). */
export function createPublisher({ db }: { db: Db }) {
  /**
   * Answers what was published, or null when the site is not the organisation's. `alsoIn` runs in
   * the same transaction once it is published (cancelling the plans it fulfilled).
   */
  const publish = (
    organizationId: number,
    siteId: number,
    request: PublishRequest,
    alsoIn?: (tx: Tx, published: Published) => Promise<void>,
  ) =>
    retryingDeadlocks(() =>
      db.transaction(async (tx) => {
        const published = await publishIn(tx, organizationId, siteId, request)
        if (published && alsoIn) await alsoIn(tx, published)
        return published
      }),
    )

  return {
    publish,

    /** Takes a page off the site: visitors get a 404, editors keep it and its history. */
    async unpublish(organizationId: number, pageId: number) {
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
    async fillMigratedSnapshots() {
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
}

export type Publisher = ReturnType<typeof createPublisher>
