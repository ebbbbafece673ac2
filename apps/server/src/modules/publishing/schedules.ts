import {
  fromDbDateTime,
  type CreateScheduleBody,
  type PublishSchedule,
  type UpdateScheduleBody,
} from '@sitewerk/contracts'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { NotFoundError, ValidationError } from '../../lib/errors.ts'
import type { JobQueue, JobRow } from '../../lib/job-queue.ts'
import type { RequestContext } from '../../lib/request-context.ts'
import { orNotFound, scopeOf } from '../../lib/tenant-scope.ts'
import { createTranslator } from '../../lib/i18n/translate.ts'
import type { NotificationsService } from '../notifications/service.ts'
import { readSiteSettings } from '../sites/index.ts'
import { publishRepository } from './publish-repository.ts'
import { publishIn, PublishedUrlTaken } from './publisher.ts'
import { scheduleRepository as repo, type ScheduleRecord } from './schedule-repository.ts'
import { toSchedule } from './service.ts'

/** The job that runs a planned publish; its payload is `{ scheduleId }`. */
export const PUBLISH_SCHEDULE_JOB = 'publish-schedule'

export interface SchedulesDeps {
  db: Db
  queue: Pick<JobQueue, 'enqueue' | 'cancel' | 'handle'>
  clock: Clock
  /** The same as the publishing service's: what visitors see has changed. */
  onPublished: (siteId: number) => void
  notifications: Pick<NotificationsService, 'publishFailed'>
}

/** Tries before a failure that is not the content's (the database went away) is given up on. */
const MAX_ATTEMPTS = 3

/**
 * Planned publishes of a page or a whole site (issue #15, decision 027). Each plan has one job
 * in the queue of decision 022 due at its time; moving a plan replaces its job, cancelling
 * deletes it, and a job whose plan is gone or moved finds nothing to do. So a plan runs once
 * across processes (the queue's SKIP LOCKED, the plan's row lock) and survives restarts.
 */
export function createSchedules({ db, queue, clock, onPublished, notifications }: SchedulesDeps) {
  function futureRunAt(ctx: RequestContext, runAt: string) {
    const at = fromDbDateTime(runAt)
    if (at.getTime() <= clock.now().getTime())
      throw new ValidationError(ctx.t('validation.invalid'), {
        run_at: [ctx.t('publishing.schedule_past')],
      })
    return at
  }

  const enqueue = (tx: Db, schedule: ScheduleRecord) =>
    queue.enqueue(tx, [
      {
        kind: PUBLISH_SCHEDULE_JOB,
        organizationId: schedule.organizationId,
        payload: { scheduleId: schedule.id },
        runAt: schedule.runAt,
        maxAttempts: MAX_ATTEMPTS,
      },
    ])
  const cancelJob = (tx: Db, scheduleId: number) =>
    queue.cancel(tx, PUBLISH_SCHEDULE_JOB, { scheduleId })

  async function answer(ctx: RequestContext, id: number): Promise<PublishSchedule> {
    return toSchedule(orNotFound(await repo.find(db, scopeOf(ctx), id)))
  }

  /** Keeps the plan with the reason and tells the organisation's bell, in the job's transaction. */
  async function recordFailure(tx: Db, schedule: ScheduleRecord, error: unknown) {
    const site = await repo.findSite(tx, schedule.siteId)
    const t = createTranslator(readSiteSettings(site?.settings).language)
    const reason =
      error instanceof PublishedUrlTaken
        ? t('publishing.url_published', { title: error.otherTitle })
        : t('publishing.schedule_failed')
    const page = schedule.pageId
      ? await repo.findPageOfSite(tx, schedule, schedule.siteId, schedule.pageId)
      : null
    await repo.update(tx, schedule.id, { error: reason, updatedAt: clock.now() })
    await notifications.publishFailed(
      schedule.organizationId,
      {
        schedule_id: schedule.id,
        site_id: schedule.siteId,
        page_id: schedule.pageId,
        title: page?.title ?? site?.title ?? '',
        error: reason,
        author_id: schedule.createdBy,
      },
      tx,
    )
  }

  /**
   * Runs a due plan in one transaction: its row locked (gone, failed before or moved later:
   * nothing to do), the publish as its author with its note, the plan deleted. A URL conflict
   * keeps the plan with the reason; other failures are retried by the queue, and recorded the
   * same way on the last attempt.
   */
  async function run(job: JobRow) {
    const scheduleId = Number(job.payload.scheduleId)
    const published = await repo.transaction(db, async (tx) => {
      const schedule = await repo.lock(tx, null, scheduleId)
      if (!schedule || schedule.error !== null) return null
      if (schedule.runAt.getTime() > clock.now().getTime()) return null
      try {
        // A savepoint: a refused publish leaves nothing behind but the reason.
        await repo.transaction(tx, (inner) =>
          publishIn(inner, schedule.organizationId, schedule.siteId, {
            ...(schedule.pageId === null ? {} : { pageIds: [schedule.pageId] }),
            withSite: schedule.pageId === null,
            by: { userId: schedule.createdBy, note: schedule.note },
            now: clock.now(),
          }),
        )
      } catch (error) {
        if (!(error instanceof PublishedUrlTaken) && job.attempts < job.maxAttempts) throw error
        await recordFailure(tx, schedule, error)
        return null
      }
      await repo.delete(tx, schedule.id)
      return schedule
    })
    if (published) onPublished(published.siteId)
  }
  queue.handle(PUBLISH_SCHEDULE_JOB, run)

  return {
    /** Plans a publish of the site or one of its pages, replacing the target's earlier plan. */
    async create(
      ctx: RequestContext,
      siteId: number,
      body: CreateScheduleBody,
    ): Promise<PublishSchedule> {
      const scope = scopeOf(ctx)
      const runAt = futureRunAt(ctx, body.run_at)
      const id = await repo.transaction(db, async (tx) => {
        // Plans of one site are made one after another: no two for one target.
        if (!(await publishRepository.lockSite(tx, scope.organizationId, siteId)))
          throw new NotFoundError()
        if (body.page_id !== null && !(await repo.findPageOfSite(tx, scope, siteId, body.page_id)))
          throw new ValidationError(ctx.t('validation.invalid'), {
            page_id: [ctx.t('publishing.page_unknown')],
          })
        for (const replaced of await repo.deleteTarget(tx, siteId, body.page_id))
          await cancelJob(tx, replaced)
        const now = clock.now()
        const schedule = await repo.insert(tx, {
          ...scope,
          siteId,
          pageId: body.page_id,
          runAt,
          note: body.note ?? null,
          createdBy: ctx.user?.id ?? null,
          createdAt: now,
        })
        await enqueue(tx, schedule)
        return schedule.id
      })
      return answer(ctx, id)
    },

    /** Moves a plan (and clears a failure: it is tried again at the new time). */
    async update(
      ctx: RequestContext,
      id: number,
      body: UpdateScheduleBody,
    ): Promise<PublishSchedule> {
      const runAt = futureRunAt(ctx, body.run_at)
      await repo.transaction(db, async (tx) => {
        const schedule = await repo.lock(tx, scopeOf(ctx), id)
        if (!schedule) throw new NotFoundError()
        const changes = { runAt, error: null, updatedAt: clock.now() }
        await repo.update(
          tx,
          id,
          body.note === undefined ? changes : { ...changes, note: body.note },
        )
        await cancelJob(tx, id)
        await enqueue(tx, { ...schedule, ...changes })
      })
      return answer(ctx, id)
    },

    /**
     * Cancels, in the transaction of a publish now, the plans it made needless (issue 34, item 7):
     * the site's plan when the site was published, and those of the pages it published. Else a
     * plan would publish again later, whatever the draft holds by then. Answers them.
     */
    async cancelFulfilled(
      tx: Db,
      siteId: number,
      target: { site: boolean; pageIds: number[] },
    ): Promise<PublishSchedule[]> {
      const plans = await repo.fulfilledBy(tx, siteId, target)
      for (const { schedule } of plans) {
        await repo.delete(tx, schedule.id)
        await cancelJob(tx, schedule.id)
      }
      return plans.map(toSchedule)
    },

    /** Cancels a plan: nothing is published. */
    async delete(ctx: RequestContext, id: number) {
      await repo.transaction(db, async (tx) => {
        if (!(await repo.lock(tx, scopeOf(ctx), id))) throw new NotFoundError()
        await repo.delete(tx, id)
        await cancelJob(tx, id)
      })
    },
  }
}

export type Schedules = ReturnType<typeof createSchedules>
