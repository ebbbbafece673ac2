import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { redirects } from '../../db/schema/index.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { TenantScope } from '../../lib/tenant-scope.ts'

export type RedirectRow = typeof redirects.$inferSelect
type Changes = Partial<Pick<RedirectRow, 'fromPath' | 'target' | 'status'>>
/** Redirects of the site that end at `from` end at `to` from now on. */
export interface Repoint {
  siteId: number
  from: string
  to: string
  now: Date
}

/** The redirects of a site; every tenant query names the organisation. */
export function createRedirectsRepository(db: Db) {
  /**
   * Writes a redirect, then points the redirects that ended at its address to its target, in one
   * transaction, so none ends on another one. Null when `write` found no row: nothing is repointed.
   */
  const writeRepointing = (
    write: (queries: RedirectQueries) => Promise<RedirectRow | null>,
    repoint: Repoint,
  ) =>
    inTransaction(db, async (tx) => {
      const queries = redirectQueries(tx)
      const row = await write(queries)
      return row && { row, repointed: await queries.repoint(repoint) }
    })

  return {
    ...redirectQueries(db),
    /** Inserts the redirect and repoints the site's redirects to its address (`writeRepointing`). */
    insertRepointing: (values: typeof redirects.$inferInsert, repoint: Repoint) =>
      writeRepointing((queries) => queries.insert(values), repoint),
    /** Changes the organisation's redirect and repoints likewise; null for another tenant's id. */
    updateRepointing: (
      scope: TenantScope,
      id: number,
      changes: Changes & { updatedAt: Date },
      repoint: Repoint,
    ) => writeRepointing((queries) => queries.update(scope, id, changes), repoint),
  }
}

function redirectQueries(db: Db) {
  return {
    listOfSite: ({ organizationId }: TenantScope, siteId: number) =>
      db
        .select()
        .from(redirects)
        .where(and(eq(redirects.organizationId, organizationId), eq(redirects.siteId, siteId)))
        .orderBy(desc(redirects.createdAt), desc(redirects.id)),
    findById: async ({ organizationId }: TenantScope, id: number) =>
      (
        await db
          .select()
          .from(redirects)
          .where(and(eq(redirects.organizationId, organizationId), eq(redirects.id, id)))
      )[0] ?? null,
    insert: async (values: typeof redirects.$inferInsert) =>
      (await db.insert(redirects).values(values).returning())[0]!,
    update: async (
      { organizationId }: TenantScope,
      id: number,
      changes: Changes & { updatedAt: Date },
    ) =>
      (
        await db
          .update(redirects)
          .set(changes)
          .where(and(eq(redirects.organizationId, organizationId), eq(redirects.id, id)))
          .returning()
      )[0] ?? null,
    delete: async ({ organizationId }: TenantScope, id: number) =>
      (
        await db
          .delete(redirects)
          .where(and(eq(redirects.organizationId, organizationId), eq(redirects.id, id)))
          .returning()
      ).length > 0,

    /** Points the site's redirects to `from` at `to` instead, so none ends on another one. */
    repoint: ({ siteId, from, to, now }: Repoint) =>
      db
        .update(redirects)
        .set({ target: to, updatedAt: now })
        .where(and(eq(redirects.siteId, siteId), eq(redirects.target, from)))
        .returning(),

    /** Removes the site's redirects away from these addresses: a published page there wins. */
    deleteFrom: (siteId: number, paths: string[]) =>
      paths.length
        ? db
            .delete(redirects)
            .where(and(eq(redirects.siteId, siteId), inArray(redirects.fromPath, paths)))
        : Promise.resolve(),

    /** The redirect a moved page leaves behind at its old address (301, made by the publish). */
    leave: ({
      organizationId,
      siteId,
      from,
      to,
      now,
    }: TenantScope & { siteId: number; from: string; to: string; now: Date }) =>
      db
        .insert(redirects)
        .values({
          organizationId,
          siteId,
          fromPath: from,
          target: to,
          status: 301,
          automatic: true,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [redirects.siteId, redirects.fromPath],
          set: { target: to, status: 301, automatic: true, updatedAt: now },
        }),

    /**
     * Adds visits counted in memory (one statement for the whole batch); a redirect deleted
     * meanwhile is skipped.
     */
    addHits: async (batch: { id: number; hits: number; lastHitAt: Date }[]) => {
      if (!batch.length) return
      const values = sql.join(
        batch.map(
          (b) => sql`(${b.id}::int, ${b.hits}::int, ${b.lastHitAt.toISOString()}::timestamptz)`,
        ),
        sql`, `,
      )
      await db.execute(sql`
        update ${redirects} set
          hits = ${redirects.hits} + batch.hits,
          last_hit_at = greatest(${redirects.lastHitAt}, batch.last_hit_at)
        from (values ${values}) as batch(id, hits, last_hit_at)
        where ${redirects.id} = batch.id`)
    },

    /** Other redirects of the site (all but `exceptId`), for the loop and chain checks. */
    othersOfSite: (siteId: number, exceptId?: number) =>
      db
        .select({ id: redirects.id, fromPath: redirects.fromPath, target: redirects.target })
        .from(redirects)
        .where(
          and(
            eq(redirects.siteId, siteId),
            exceptId === undefined ? undefined : ne(redirects.id, exceptId),
          ),
        ),
  }
}

type RedirectQueries = ReturnType<typeof redirectQueries>
export type RedirectsRepository = ReturnType<typeof createRedirectsRepository>
