import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { pageVersions, users } from '../../db/schema/index.ts'
import type { PageRow } from '../pages/mappers.ts'
import { pageSnapshot } from './publisher.ts'
import { writeRestore } from './restore-version.ts'
import type { TenantScope } from '../../lib/tenant-scope.ts'

type Rows = { rows: { id: number }[] }

/** A page's versions as the history shows them, and their removal once they are past keeping. */
export function createHistoryRepository(db: Db) {
  return {
    /** One version of the organisation with its author and content; null for another tenant's. */
    findVersion: async ({ organizationId }: TenantScope, id: number) =>
      (
        await db
          .select({
            version: pageVersions,
            authorId: users.id,
            authorName: users.name,
          })
          .from(pageVersions)
          .leftJoin(users, eq(users.id, pageVersions.createdBy))
          .where(and(eq(pageVersions.organizationId, organizationId), eq(pageVersions.id, id)))
          .limit(1)
      )[0] ?? null,

    /** The page with its articles, sections and contents as the editor reads them. */
    pageWithTree: (page: PageRow) => pageSnapshot(db, page),

    restore: (args: Parameters<typeof writeRestore>[1]) => writeRestore(db, args),

    /**
     * Deletes page and site versions beyond the newest `keep` of their page (site) or created
     * before `before`; a version visitors see now is never deleted. Answers how many went.
     */
    async purgeVersions({ keep, before }: { keep: number; before: Date }) {
      const purge = async (table: string, owner: string, owners: string) => {
        const gone = (await db.execute(sql`
          delete from ${sql.identifier(table)} v
           using (select id, row_number() over (partition by ${sql.identifier(owner)}
                                                order by number desc) as rank
                    from ${sql.identifier(table)}) r
           where r.id = v.id
             and (r.rank > ${keep} or v.created_at < ${before.toISOString()}::timestamptz)
             and not exists (select 1 from ${sql.identifier(owners)} o
                              where o.published_version_id = v.id)
          returning v.id`)) as unknown as Rows
        return gone.rows.length
      }
      return {
        pages: await purge('page_versions', 'page_id', 'pages'),
        sites: await purge('site_versions', 'site_id', 'sites'),
      }
    },
  }
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>
