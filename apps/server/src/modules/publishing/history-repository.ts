import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { PageWithArticles } from '@sitewerk/contracts'
import type { Db } from '../../db/client.ts'
import { articles, contents, pages, pageVersions, sections, users } from '../../db/schema/index.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { TenantScope } from '../../lib/tenant-scope.ts'
import { nextUpdatedAt, type PageRow } from '../pages/index.ts'
import { publishRepository } from './publish-repository.ts'
import type { RestorePlan } from './restore-plan.ts'

/** A page's versions as the history shows them, their restore, and their removal past keeping. */
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
    pageWithTree: (page: PageRow) => publishRepository.pageSnapshot(db, page),

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

const TABLES = { articles, sections, contents } as const
type TableName = keyof typeof TABLES
type Rows = { rows: { id: number | string | null; last?: number | string | null }[] }

/** Another page of the site has the version's address now: nothing was written. */
export class RestoreUrlTaken extends Error {
  constructor(readonly otherTitle: string) {
    super(`the version's address belongs to "${otherTitle}"`)
  }
}

/**
 * The id each block gets: its id in the version where that id is free and was handed out by the
 * table's sequence before (the rule of the editor's undo, decision 052), so a comparison
 * by id still finds it; a fresh id from the sequence otherwise.
 */
async function idsFor(tx: Db, name: TableName, wanted: number[]) {
  const table = TABLES[name]
  const taken = new Set(
    wanted.length
      ? (await tx.select({ id: table.id }).from(table).where(inArray(table.id, wanted))).map(
          (r) => r.id,
        )
      : [],
  )
  const sequence = sql`pg_get_serial_sequence(${name}, 'id')::regclass`
  const state = (await tx.execute(
    sql`select pg_sequence_last_value(${sequence}) as last`,
  )) as unknown as Rows
  const last = Number(state.rows[0]?.last ?? 0)
  const keep = (id: number) => !taken.has(id) && id <= last
  const fresh = wanted.filter((id) => !keep(id)).length
  const handedOut = fresh
    ? ((await tx.execute(
        sql`select nextval(${sequence}) as id from generate_series(1, ${fresh})`,
      )) as unknown as Rows)
    : { rows: [] }
  const next = handedOut.rows.map((r) => Number(r.id))
  return new Map(wanted.map((id) => [id, keep(id) ? id : next.shift()!]))
}

/**
 * Replaces the page's draft with the version in one transaction, the page row locked first (as a
 * publish locks it): its own fields (not its place in the tree: parent and order stay) and its
 * articles, sections and contents. Answers the page row, or null when it is not the organisation's.
 */
function writeRestore(
  db: Db,
  {
    organizationId,
    pageId,
    version,
    plan,
    layoutId,
    now,
  }: {
    organizationId: number
    pageId: number
    version: PageWithArticles
    plan: RestorePlan
    layoutId: number | null
    now: Date
  },
) {
  return inTransaction(db, async (tx) => {
    const [page] = await tx
      .select()
      .from(pages)
      .where(and(eq(pages.organizationId, organizationId), eq(pages.id, pageId)))
      .for('update')
    if (!page) return null
    const [other] = await tx
      .select({ title: pages.title })
      .from(pages)
      .where(and(eq(pages.siteId, page.siteId), eq(pages.url, version.url), ne(pages.id, page.id)))
      .limit(1)
    if (other) throw new RestoreUrlTaken(other.title)

    await tx.delete(articles).where(eq(articles.pageId, page.id))
    const articleIds = await idsFor(
      tx,
      'articles',
      plan.articles.map((a) => a.id),
    )
    const sectionIds = await idsFor(
      tx,
      'sections',
      plan.sections.map((s) => s.id),
    )
    const contentIds = await idsFor(
      tx,
      'contents',
      plan.contents.map((c) => c.id),
    )
    const stamps = { organizationId, createdAt: now, updatedAt: now }
    if (plan.articles.length)
      await tx
        .insert(articles)
        .values(
          plan.articles.map((a) => ({ ...a.row, ...stamps, id: articleIds.get(a.id)!, pageId })),
        )
    if (plan.sections.length)
      await tx.insert(sections).values(
        plan.sections.map((s) => ({
          ...s.row,
          ...stamps,
          id: sectionIds.get(s.id)!,
          articleId: articleIds.get(s.parentId)!,
        })),
      )
    if (plan.contents.length)
      await tx.insert(contents).values(
        plan.contents.map(({ id, parentId, row: { inArticle, ...row } }) => ({
          ...row,
          ...stamps,
          id: contentIds.get(id)!,
          sectionId: inArticle ? null : sectionIds.get(parentId)!,
          articleId: inArticle ? articleIds.get(parentId)! : null,
        })),
      )
    const [updated] = await tx
      .update(pages)
      .set({
        title: version.title,
        url: version.url,
        description: version.description,
        style: version.style,
        css: version.css,
        layoutId,
        seoImageId: plan.seoImageId,
        // versions published before the search engine fields (decision 036) had their defaults
        seoTitle: version.seo_title ?? null,
        noindex: version.noindex ?? false,
        excludeFromSitemap: version.exclude_from_sitemap ?? false,
        canonicalUrl: version.canonical_url ?? null,
        updatedAt: nextUpdatedAt(page.updatedAt, now),
      })
      .where(eq(pages.id, page.id))
      .returning()
    return updated!
  })
}
