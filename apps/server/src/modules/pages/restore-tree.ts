import { inArray } from 'drizzle-orm'
import type { RestoredArticle, RestoredContent, RestoredSection } from '@sitewerk/contracts'
import { articles, contents, sections } from '../../db/schema/index.ts'
import { lockDeleted } from './deleted-blocks.ts'
import type { PagesTx } from './repository.ts'

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
async function holders(tx: PagesTx, rows: RestoreRows) {
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
  tx: PagesTx,
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

/** Each block of a restored tree, with the parent it goes into. */
export function flattenRestored(
  kind: 'article' | 'section' | 'content',
  parentId: number,
  block: RestoredArticle | RestoredSection | RestoredContent,
) {
  const found = {
    articles: [] as { parentId: number; block: RestoredArticle }[],
    sections: [] as { parentId: number; block: RestoredSection }[],
    contents: [] as { parentId: number; block: RestoredContent; inArticle: boolean }[],
  }
  const addSection = (articleId: number, section: RestoredSection) => {
    found.sections.push({ parentId: articleId, block: section })
    for (const content of section.contents)
      found.contents.push({ parentId: section.id, block: content, inArticle: false })
  }
  if (kind === 'article') {
    const article = block as RestoredArticle
    found.articles.push({ parentId, block: article })
    if (article.background_content)
      found.contents.push({
        parentId: article.id,
        block: article.background_content,
        inArticle: true,
      })
    for (const section of article.sections) addSection(article.id, section)
  } else if (kind === 'section') addSection(parentId, block as RestoredSection)
  else found.contents.push({ parentId, block: block as RestoredContent, inArticle: false })
  return found
}
