import { and, eq, inArray, lt, or, sql } from 'drizzle-orm'
import { articles, contents, deletedBlocks, sections } from '../../db/schema/index.ts'
import type { Db } from '../../db/client.ts'
import type { PagesTx } from './repository.ts'

// The undo of deleted blocks (decision 052), part of the pages repository: the ids a delete takes
// along, written down in its transaction; their restore under those ids; their purge.

export type BlockKind = 'article' | 'section' | 'content'
type Tx = PagesTx

/**
 * How long the undo of a delete can bring a block back (decision 052). The editor's history ends
 * with the tab and has no clock of its own; a week covers any working session, also a tab left
 * open over a weekend.
 */
export const UNDO_WINDOW_MS = 7 * 24 * 60 * 60 * 1000

/**
 * The ids of a block and of everything that goes with it (ON DELETE CASCADE): an article's sections,
 * their contents and its background content; a section's own contents (a placed reusable section's
 * blocks are shared and stay). The article and sections are locked, so no block can be added under
 * them before the delete.
 */
async function idsGoingWith(tx: Tx, kind: BlockKind, organizationId: number, id: number) {
  if (kind === 'content') return { article: [], section: [], content: [id] }
  const articleIds =
    kind === 'article'
      ? (
          await tx
            .select({ id: articles.id })
            .from(articles)
            .where(and(eq(articles.organizationId, organizationId), eq(articles.id, id)))
            .for('update')
        ).map((r) => r.id)
      : []
  const sectionIds = (
    await tx
      .select({ id: sections.id })
      .from(sections)
      .where(
        and(
          eq(sections.organizationId, organizationId),
          kind === 'article' ? inArray(sections.articleId, [id]) : eq(sections.id, id),
        ),
      )
      .for('update')
  ).map((r) => r.id)
  const within = [
    ...(sectionIds.length ? [inArray(contents.sectionId, sectionIds)] : []),
    ...(articleIds.length ? [inArray(contents.articleId, articleIds)] : []),
  ]
  const contentIds = within.length
    ? (
        await tx
          .select({ id: contents.id })
          .from(contents)
          .where(or(...within))
      ).map((r) => r.id)
    : []
  return { article: articleIds, section: sectionIds, content: contentIds }
}

/**
 * Writes down the ids of a block about to be deleted and of its children as the organisation's,
 * in the delete's transaction: only this organisation may take them back (decision 052).
 */
export async function recordDeleted(
  tx: Tx,
  block: { kind: BlockKind; id: number; organizationId: number; pageId: number | null; now: Date },
) {
  const { organizationId, pageId, now } = block
  const ids = await idsGoingWith(tx, block.kind, organizationId, block.id)
  const rows = (['article', 'section', 'content'] as const).flatMap((kind) =>
    ids[kind].map((blockId) => ({ kind, blockId, organizationId, pageId, deletedAt: now })),
  )
  if (!rows.length) return
  await tx
    .insert(deletedBlocks)
    .values(rows)
    .onConflictDoUpdate({
      target: [deletedBlocks.kind, deletedBlocks.blockId],
      set: {
        organizationId: sql`excluded.organization_id`,
        pageId: sql`excluded.page_id`,
        deletedAt: sql`excluded.deleted_at`,
      },
    })
}

/**
 * Locks the organisation's records of these ids until the restore commits (a second restore of
 * the same id waits, then finds the block there). Answers whether every id has one, and how to
 * forget them once the blocks are back.
 */
async function lockDeleted(
  tx: Tx,
  organizationId: number,
  wanted: { kind: BlockKind; ids: number[] }[],
) {
  const asked = wanted.filter((w) => w.ids.length)
  const count = asked.reduce((n, w) => n + w.ids.length, 0)
  const mine = and(
    eq(deletedBlocks.organizationId, organizationId),
    or(
      ...asked.map((w) =>
        and(eq(deletedBlocks.kind, w.kind), inArray(deletedBlocks.blockId, w.ids)),
      ),
    ),
  )
  const found = count ? await tx.select().from(deletedBlocks).where(mine).for('update') : []
  return {
    isComplete: found.length === count,
    forget: async () => {
      if (count) await tx.delete(deletedBlocks).where(mine)
    },
  }
}

/** Forgets deletions older than the undo window (hourly). */
export async function purgeDeletedBlocks(db: Db, now: Date) {
  await db
    .delete(deletedBlocks)
    .where(lt(deletedBlocks.deletedAt, new Date(now.getTime() - UNDO_WINDOW_MS)))
}

type Table = typeof articles | typeof sections | typeof contents
const TABLES = { articles, sections, contents } as const

/** The rows a restore writes, parents before their children, each with its table. */
export interface RestoreRows {
  articles: (typeof articles.$inferInsert & { id: number })[]
  sections: (typeof sections.$inferInsert & { id: number })[]
  contents: (typeof contents.$inferInsert & { id: number })[]
}

const KINDS = { articles: 'article', sections: 'section', contents: 'content' } as const

/** The organisations whose blocks have these ids now. */
async function holders(tx: Tx, rows: RestoreRows) {
  const found: number[] = []
  for (const name of ['articles', 'sections', 'contents'] as const) {
    const table: Table = TABLES[name]
    const ids = rows[name].map((row) => row.id)
    if (ids.length)
      for (const row of await tx
        .select({ organizationId: table.organizationId })
        .from(table)
        .where(inArray(table.id, ids)))
        found.push(row.organizationId)
  }
  return found
}

/**
 * Writes the rows with their old ids in one transaction (decision 052). Block ids are global, so
 * an id is only taken back if this organisation deleted it within the undo window and it is free.
 * One of the organisation's own blocks is `taken` (the undo came twice); any other id, another
 * organisation's deleted or live one as well as one never handed out, is `unknown`, alike, so an
 * answer tells nothing about other organisations. Null when everything was written.
 */
export async function insertRestored(
  tx: Tx,
  organizationId: number,
  rows: RestoreRows,
): Promise<'taken' | 'unknown' | null> {
  const deleted = await lockDeleted(
    tx,
    organizationId,
    (['articles', 'sections', 'contents'] as const).map((name) => ({
      kind: KINDS[name],
      ids: rows[name].map((row) => row.id),
    })),
  )
  const holding = await holders(tx, rows)
  if (holding.includes(organizationId)) return 'taken'
  if (holding.length || !deleted.isComplete) return 'unknown'
  await deleted.forget()
  if (rows.articles.length) await tx.insert(articles).values(rows.articles)
  if (rows.sections.length) await tx.insert(sections).values(rows.sections)
  if (rows.contents.length) await tx.insert(contents).values(rows.contents)
  return null
}
