import type { Db } from '../../db/client.ts'
import { isDeadlock } from '../../lib/db-errors.ts'
import type { PageRow } from '../pages/mappers.ts'
import { followPublishedMoves } from '../redirects/index.ts'
import { publishRepository as repo, type PublishBy } from './publish-repository.ts'

/** A page another one would share its published address with, so neither publish may happen. */
export class PublishedUrlTaken extends Error {
  constructor(
    readonly pageId: number,
    readonly otherTitle: string,
  ) {
    super(`page ${pageId}: its address is published by "${otherTitle}"`)
  }
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

/**
 * Refuses a state in which two published pages of the site share an address; answers the
 * addresses the site's published pages have.
 */
async function assertPublishedUrlsUnique(tx: Db, siteId: number, pageIds: number[]) {
  const published = await repo.publishedPagesOfSite(tx, siteId)
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
async function publishedUrlsOf(tx: Db, chosen: PageRow[]) {
  const versionIds = chosen.flatMap((p) => (p.publishedVersionId ? [p.publishedVersionId] : []))
  if (!versionIds.length) return new Map<number, string>()
  return repo.versionUrls(tx, versionIds)
}

/**
 * Whether one of the pages wears a layout visitors have never seen (made or first chosen after the
 * site's last publish): the page would be shown without it, so the site's layouts go along.
 */
async function wearsUnpublishedLayout(tx: Db, siteVersionId: number, chosen: PageRow[]) {
  const layoutIds = chosen.map((p) => p.layoutId).filter((id): id is number => id !== null)
  if (!layoutIds.length) return false
  const published = await repo.layoutIdsOfSiteVersion(tx, siteVersionId)
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
  tx: Db,
  organizationId: number,
  siteId: number,
  { pageIds, withSite, by, now }: PublishRequest,
) {
  const site = await repo.lockSite(tx, organizationId, siteId)
  if (!site) return null
  const candidates = await repo.lockPages(tx, organizationId, siteId, pageIds)
  const chosen = pageIds
    ? candidates
    : candidates.filter((p) => p.publishedVersionId === null || p.draftChangedAt !== null)
  const withSiteVersion =
    withSite ||
    site.publishedVersionId === null ||
    (await wearsUnpublishedLayout(tx, site.publishedVersionId, chosen))
  await repo.lockBlocks(tx, {
    pageIds: chosen.map((p) => p.id),
    layoutIds: withSiteVersion ? await repo.lockLayouts(tx, siteId) : [],
  })
  const siteVersion = withSiteVersion ? await repo.writeSiteVersion(tx, site, by, now) : null
  const before = await publishedUrlsOf(tx, chosen)
  const versions = []
  for (const page of chosen) versions.push(await repo.writePageVersion(tx, page, by, now))
  const chosenIds = chosen.map((p) => p.id)
  if (!chosenIds.length) return { siteVersion, pageVersions: versions, pageIds: chosenIds }
  await followPublishedMoves(tx, {
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
    alsoIn?: (tx: Db, published: Published) => Promise<void>,
  ) =>
    retryingDeadlocks(() =>
      repo.transaction(db, async (tx) => {
        const published = await publishIn(tx, organizationId, siteId, request)
        if (published && alsoIn) await alsoIn(tx, published)
        return published
      }),
    )

  return {
    publish,

    /** Takes a page off the site: visitors get a 404, editors keep it and its history. */
    unpublish: (organizationId: number, pageId: number) =>
      repo.unpublish(db, organizationId, pageId),

    /** Start-up step after migration 0009: versions without content get it (see the repository). */
    fillMigratedSnapshots: () => repo.fillMigratedSnapshots(db),
  }
}

export type Publisher = ReturnType<typeof createPublisher>
