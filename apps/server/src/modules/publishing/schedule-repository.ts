import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { pages, publishSchedules, sites, users } from '../../db/schema/index.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { ScheduleRow } from './repository.ts'
import type { TenantScope } from '../../lib/tenant-scope.ts'

export type ScheduleRecord = typeof publishSchedules.$inferSelect
type NewSchedule = Pick<
  typeof publishSchedules.$inferInsert,
  'organizationId' | 'siteId' | 'pageId' | 'runAt' | 'note' | 'createdBy' | 'createdAt'
>

const ofScope = ({ organizationId }: TenantScope, id: number) =>
  and(eq(publishSchedules.organizationId, organizationId), eq(publishSchedules.id, id))

/** Planned publishes (decision 027); every call takes the executor: the caller's transaction or the pool. */
export const scheduleRepository = {
  /** Runs `work` in one transaction over `db`: a savepoint when `db` is a transaction already. */
  transaction: inTransaction,
  findPageOfSite: async (tx: Db, { organizationId }: TenantScope, siteId: number, pageId: number) =>
    (
      await tx
        .select()
        .from(pages)
        .where(
          and(
            eq(pages.organizationId, organizationId),
            eq(pages.siteId, siteId),
            eq(pages.id, pageId),
          ),
        )
    )[0] ?? null,
  /** The plan with its author, as the back office shows it. */
  find: async (db: Db, scope: TenantScope, id: number): Promise<ScheduleRow | null> =>
    (
      await db
        .select({ schedule: publishSchedules, authorId: users.id, authorName: users.name })
        .from(publishSchedules)
        .leftJoin(users, eq(users.id, publishSchedules.createdBy))
        .where(ofScope(scope, id))
    )[0] ?? null,
  /** Locks a plan of the organisation; `scope` null: any (the job that runs it). */
  lock: async (tx: Db, scope: TenantScope | null, id: number) =>
    (
      await tx
        .select()
        .from(publishSchedules)
        .where(scope ? ofScope(scope, id) : eq(publishSchedules.id, id))
        .for('update')
    )[0] ?? null,
  /** Removes the plan for the site (`pageId` null) or one of its pages; answers the ids removed. */
  deleteTarget: async (tx: Db, siteId: number, pageId: number | null) =>
    (
      await tx
        .delete(publishSchedules)
        .where(
          and(
            eq(publishSchedules.siteId, siteId),
            pageId === null ? isNull(publishSchedules.pageId) : eq(publishSchedules.pageId, pageId),
          ),
        )
        .returning({ id: publishSchedules.id })
    ).map((r) => r.id),
  /**
   * The site's plans a publish now fulfils, with their authors, locked: the site's own (`site`)
   * and those of the pages in `pageIds`.
   */
  fulfilledBy: (
    tx: Db,
    siteId: number,
    { site, pageIds }: { site: boolean; pageIds: number[] },
  ): Promise<ScheduleRow[]> => {
    const targets = [
      ...(site ? [isNull(publishSchedules.pageId)] : []),
      ...(pageIds.length ? [inArray(publishSchedules.pageId, pageIds)] : []),
    ]
    if (!targets.length) return Promise.resolve([])
    return tx
      .select({ schedule: publishSchedules, authorId: users.id, authorName: users.name })
      .from(publishSchedules)
      .leftJoin(users, eq(users.id, publishSchedules.createdBy))
      .where(and(eq(publishSchedules.siteId, siteId), or(...targets)))
      .orderBy(asc(publishSchedules.runAt), asc(publishSchedules.id))
      .for('update', { of: publishSchedules })
  },
  insert: async (tx: Db, values: NewSchedule) =>
    (
      await tx
        .insert(publishSchedules)
        .values({ ...values, updatedAt: values.createdAt })
        .returning()
    )[0]!,
  update: (
    tx: Db,
    id: number,
    values: Partial<Pick<ScheduleRecord, 'runAt' | 'note' | 'error' | 'updatedAt'>>,
  ) => tx.update(publishSchedules).set(values).where(eq(publishSchedules.id, id)),
  delete: (tx: Db, id: number) => tx.delete(publishSchedules).where(eq(publishSchedules.id, id)),
  findSite: async (db: Db, siteId: number) =>
    (await db.select().from(sites).where(eq(sites.id, siteId)))[0] ?? null,
}
