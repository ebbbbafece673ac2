import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  pages,
  pageVersions,
  publishSchedules,
  sites,
  siteVersions,
  users,
} from '../../db/schema/index.ts'
import type { TenantScope } from '../../lib/tenant-scope.ts'

const versionSummary = {
  id: pageVersions.id,
  pageId: pageVersions.pageId,
  number: pageVersions.number,
  title: pageVersions.title,
  url: pageVersions.url,
  note: pageVersions.note,
  createdAt: pageVersions.createdAt,
  authorId: users.id,
  authorName: users.name,
}

const scheduleColumns = {
  schedule: publishSchedules,
  authorId: users.id,
  authorName: users.name,
}

/** What the publishing screens read: states, versions and schedules of one organisation. */
export function createPublishingRepository(db: Db) {
  return {
    findSite: async ({ organizationId }: TenantScope, id: number) =>
      (
        await db
          .select()
          .from(sites)
          .where(and(eq(sites.organizationId, organizationId), eq(sites.id, id)))
          .limit(1)
      )[0] ?? null,
    findPage: async ({ organizationId }: TenantScope, id: number) =>
      (
        await db
          .select()
          .from(pages)
          .where(and(eq(pages.organizationId, organizationId), eq(pages.id, id)))
          .limit(1)
      )[0] ?? null,
    /** The site's pages with the address and time of the version visitors see. */
    pagesOfSite: ({ organizationId }: TenantScope, siteId: number) =>
      db
        .select({
          page: pages,
          publishedUrl: pageVersions.url,
          publishedAt: pageVersions.createdAt,
        })
        .from(pages)
        .leftJoin(pageVersions, eq(pageVersions.id, pages.publishedVersionId))
        .where(and(eq(pages.organizationId, organizationId), eq(pages.siteId, siteId)))
        .orderBy(asc(pages.order), asc(pages.id)),
    siteVersion: async (id: number) =>
      (await db.select().from(siteVersions).where(eq(siteVersions.id, id)).limit(1))[0] ?? null,
    /** Version summaries by id, with their authors. */
    versionSummaries: (ids: number[]) =>
      ids.length
        ? db
            .select(versionSummary)
            .from(pageVersions)
            .leftJoin(users, eq(users.id, pageVersions.createdBy))
            .where(inArray(pageVersions.id, ids))
        : Promise.resolve([]),
    /** A page's history, newest first. */
    versionsOfPage: ({ organizationId }: TenantScope, pageId: number) =>
      db
        .select(versionSummary)
        .from(pageVersions)
        .leftJoin(users, eq(users.id, pageVersions.createdBy))
        .where(
          and(eq(pageVersions.organizationId, organizationId), eq(pageVersions.pageId, pageId)),
        )
        .orderBy(desc(pageVersions.number)),
    schedulesOfSite: ({ organizationId }: TenantScope, siteId: number) =>
      db
        .select(scheduleColumns)
        .from(publishSchedules)
        .leftJoin(users, eq(users.id, publishSchedules.createdBy))
        .where(
          and(
            eq(publishSchedules.organizationId, organizationId),
            eq(publishSchedules.siteId, siteId),
          ),
        )
        .orderBy(asc(publishSchedules.runAt)),
  }
}

export type PublishingRepository = ReturnType<typeof createPublishingRepository>
export type VersionSummaryRow = Awaited<ReturnType<PublishingRepository['versionsOfPage']>>[number]
export type ScheduleRow = Awaited<ReturnType<PublishingRepository['schedulesOfSite']>>[number]
