// The one read of a page's blocks that two modules share (decision 063): the pages module shows
// it to the editor, the publishing module stores it as a version's content. One query, so a
// published version is always exactly what the editor read.
import { inArray } from 'drizzle-orm'
import type { Db } from './client.ts'
import { articles, contents, sections } from './schema/index.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const byOrder = <T extends { order: number; id: number }>(rows: T[]) =>
  rows.sort((a, b) => a.order - b.order || a.id - b.id)

/** Loads articles, sections and contents of some pages in three queries, ordered. */
export async function loadPageTree(db: Db | Tx, pageIds: number[]) {
  if (!pageIds.length)
    return {
      articles: [] as (typeof articles.$inferSelect)[],
      sections: [] as (typeof sections.$inferSelect)[],
      contents: [] as (typeof contents.$inferSelect)[],
    }
  const articleRows = byOrder(
    await db.select().from(articles).where(inArray(articles.pageId, pageIds)),
  )
  const articleIds = articleRows.map((a) => a.id)
  const sectionRows = articleIds.length
    ? byOrder(await db.select().from(sections).where(inArray(sections.articleId, articleIds)))
    : []
  const sectionIds = sectionRows.map((s) => s.id)
  // Placed reusable sections show the shared blocks (decision 041).
  const reusableIds = [
    ...new Set(sectionRows.flatMap((s) => (s.reusableSectionId ? [s.reusableSectionId] : []))),
  ]
  const contentRows = byOrder([
    ...(sectionIds.length
      ? await db.select().from(contents).where(inArray(contents.sectionId, sectionIds))
      : []),
    ...(reusableIds.length
      ? await db.select().from(contents).where(inArray(contents.reusableSectionId, reusableIds))
      : []),
    ...(articleIds.length
      ? await db.select().from(contents).where(inArray(contents.articleId, articleIds))
      : []),
  ])
  return { articles: articleRows, sections: sectionRows, contents: contentRows }
}
