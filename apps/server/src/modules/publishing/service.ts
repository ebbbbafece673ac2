import type { Db } from '../../db/client.ts'
import {
  toDbDateTime,
  type PagePublishing,
  type PagePublishStatus,
  type PublishPageResult,
  type PageVersionSummary,
  type PublishPageBody,
  type PublishSchedule,
  type PublishSiteBody,
  type PublishSiteResult,
  type SitePublishing,
} from '@sitewerk/contracts'
import type { Clock } from '../../lib/clock.ts'
import { NotFoundError, ValidationError } from '../../lib/errors.ts'
import type { RequestContext } from '../../lib/request-context.ts'
import { orNotFound, scopeOf } from '../../lib/tenant-scope.ts'
import type { PageRow } from '../pages/mappers.ts'
import { PublishedUrlTaken, type Publisher } from './publisher.ts'
import type { PublishingRepository, ScheduleRow, VersionSummaryRow } from './repository.ts'

export interface PublishingServiceDeps {
  repo: PublishingRepository
  publisher: Publisher
  clock: Clock
  /** Drops what the public page server holds of the site: what visitors see has changed. */
  onPublished: (siteId: number) => void
  /** Cancels, in the publish's transaction, the plans a publish now fulfilled; answers them. */
  cancelPlans: (
    tx: Db,
    siteId: number,
    target: { site: boolean; pageIds: number[] },
  ) => Promise<PublishSchedule[]>
}

const dbDate = (date: Date | null | undefined) => (date ? toDbDateTime(date) : null)

export const statusOf = (page: Pick<PageRow, 'publishedVersionId' | 'draftChangedAt'>) =>
  (page.publishedVersionId === null
    ? 'unpublished'
    : page.draftChangedAt
      ? 'changed'
      : 'published') satisfies PagePublishStatus

export const toVersionSummary = (
  row: VersionSummaryRow,
  currentId: number | null,
): PageVersionSummary => ({
  id: row.id,
  page_id: row.pageId,
  number: row.number,
  title: row.title,
  url: row.url,
  note: row.note,
  created_by: row.authorId === null ? null : { id: row.authorId, name: row.authorName ?? '' },
  created_at: toDbDateTime(row.createdAt),
  current: row.id === currentId,
})

export const toSchedule = ({ schedule, authorId, authorName }: ScheduleRow): PublishSchedule => ({
  id: schedule.id,
  site_id: schedule.siteId,
  page_id: schedule.pageId,
  run_at: toDbDateTime(schedule.runAt),
  note: schedule.note,
  created_by: authorId === null ? null : { id: authorId, name: authorName ?? '' },
  created_at: toDbDateTime(schedule.createdAt),
  error: schedule.error,
})

/** Publishing and unpublishing pages and sites, and where each stands (decision 027). */
export function createPublishingService({
  repo,
  publisher,
  clock,
  onPublished,
  cancelPlans,
}: PublishingServiceDeps) {
  async function loadPage(ctx: RequestContext, id: number) {
    return orNotFound(await repo.findPage(scopeOf(ctx), id))
  }

  async function pageState(ctx: RequestContext, page: PageRow): Promise<PagePublishing> {
    const [published] = page.publishedVersionId
      ? await repo.versionSummaries([page.publishedVersionId])
      : []
    const schedule = (await repo.schedulesOfSite(scopeOf(ctx), page.siteId)).find(
      (s) => s.schedule.pageId === page.id,
    )
    return {
      page_id: page.id,
      status: statusOf(page),
      draft_changed_at: dbDate(page.draftChangedAt),
      published: published ? toVersionSummary(published, page.publishedVersionId) : null,
      schedule: schedule ? toSchedule(schedule) : null,
    }
  }

  async function siteState(ctx: RequestContext, siteId: number): Promise<SitePublishing> {
    const scope = scopeOf(ctx)
    const site = await repo.findSite(scope, siteId)
    if (!site) throw new NotFoundError()
    const [rows, version, schedules] = await Promise.all([
      repo.pagesOfSite(scope, siteId),
      site.publishedVersionId ? repo.siteVersion(site.publishedVersionId) : null,
      repo.schedulesOfSite(scope, siteId),
    ])
    return {
      site_id: site.id,
      draft_changed_at: dbDate(site.draftChangedAt),
      published_at: dbDate(version?.createdAt),
      pages: rows.map(({ page, publishedUrl, publishedAt }) => ({
        id: page.id,
        title: page.title,
        url: page.url,
        status: statusOf(page),
        draft_changed_at: dbDate(page.draftChangedAt),
        published_at: dbDate(publishedAt),
        published_url: publishedUrl,
      })),
      schedules: schedules.map(toSchedule),
    }
  }

  /** A 422 on `url` when a published page of the site already has the page's address. */
  const urlTaken = (ctx: RequestContext, error: PublishedUrlTaken) =>
    new ValidationError(ctx.t('validation.invalid'), {
      url: [ctx.t('publishing.url_published', { title: error.otherTitle })],
    })

  async function publishOrExplain<T>(ctx: RequestContext, work: () => Promise<T>) {
    try {
      return await work()
    } catch (error) {
      if (error instanceof PublishedUrlTaken) throw urlTaken(ctx, error)
      throw error
    }
  }

  return {
    siteState,
    async pageState(ctx: RequestContext, pageId: number) {
      return pageState(ctx, await loadPage(ctx, pageId))
    },

    /**
     * Publishes one page (and the site's navigation, variables and layouts on its first publish),
     * and cancels the page's plan, which would publish it again later.
     */
    async publishPage(
      ctx: RequestContext,
      pageId: number,
      body: PublishPageBody,
    ): Promise<PublishPageResult> {
      const page = await loadPage(ctx, pageId)
      let cancelled: PublishSchedule[] = []
      await publishOrExplain(ctx, () =>
        publisher.publish(
          page.organizationId,
          page.siteId,
          {
            pageIds: [page.id],
            withSite: false,
            by: { userId: ctx.user?.id ?? null, note: body.note },
            now: clock.now(),
          },
          async (tx) => {
            cancelled = await cancelPlans(tx, page.siteId, { site: false, pageIds: [page.id] })
          },
        ),
      )
      onPublished(page.siteId)
      return {
        ...(await pageState(ctx, await loadPage(ctx, pageId))),
        cancelled_schedules: cancelled,
      }
    },

    /**
     * Publishes the site's navigation, variables and layouts with the pages named (default: every
     * changed one), and cancels the site's plan and those of the pages it published.
     */
    async publishSite(
      ctx: RequestContext,
      siteId: number,
      body: PublishSiteBody,
    ): Promise<PublishSiteResult> {
      const scope = scopeOf(ctx)
      if (body.page_ids?.length) {
        const ofSite = new Set((await repo.pagesOfSite(scope, siteId)).map((r) => r.page.id))
        const foreign = body.page_ids.findIndex((id) => !ofSite.has(id))
        if (foreign !== -1)
          throw new ValidationError(ctx.t('validation.invalid'), {
            [`page_ids.${foreign}`]: [ctx.t('publishing.page_unknown')],
          })
      }
      let cancelled: PublishSchedule[] = []
      const result = await publishOrExplain(ctx, () =>
        publisher.publish(
          scope.organizationId,
          siteId,
          {
            ...(body.page_ids ? { pageIds: body.page_ids } : {}),
            withSite: true,
            by: { userId: ctx.user?.id ?? null, note: body.note },
            now: clock.now(),
          },
          async (tx, published) => {
            cancelled = await cancelPlans(tx, siteId, { site: true, pageIds: published.pageIds })
          },
        ),
      )
      if (!result) throw new NotFoundError()
      onPublished(siteId)
      return {
        site: await siteState(ctx, siteId),
        published_page_ids: result.pageIds,
        cancelled_schedules: cancelled,
      }
    },

    /** Takes a page off the site; its draft and history stay. */
    async unpublishPage(ctx: RequestContext, pageId: number): Promise<PagePublishing> {
      const page = await publisher.unpublish(scopeOf(ctx).organizationId, pageId)
      if (!page) throw new NotFoundError()
      onPublished(page.siteId)
      return pageState(ctx, page)
    },
  }
}

export type PublishingService = ReturnType<typeof createPublishingService>
