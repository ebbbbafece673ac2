import { inArray, sql } from 'drizzle-orm'
import type { RestoredArticle, RestoredContent, RestoredSection } from '@sitewerk/contracts'
import { articles, contents, sections } from '../../db/schema/index.ts'
import type { PagesTx } from './repository.ts'

type Table = typeof articles | typeof sections | typeof contents
const TABLES = { articles, sections, contents } as const
export type TableName = keyof typeof TABLES

/** The rows a restore writes, parents before their children, each with its table. */
export interface RestoreRows {
  articles: (typeof articles.$inferInsert & { id: number })[]
  sections: (typeof sections.$inferInsert & { id: number })[]
  contents: (typeof contents.$inferInsert & { id: number })[]
}

/** Which ids of a table are taken now, and the highest id its sequence ever handed out. */
async function idState(tx: PagesTx, name: TableName, ids: number[]) {
  const table: Table = TABLES[name]
  const taken = ids.length
    ? await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids))
    : []
  const result = (await tx.execute(
    sql`select pg_sequence_last_value(pg_get_serial_sequence(${name}, 'id')::regclass) as last`,
  )) as unknown as { rows: { last: number | string | null }[] }
  return { taken: taken.length > 0, last: Number(result.rows[0]?.last ?? 0) }
}

/**
 * Writes the rows with their old ids in one transaction. An id is only taken back if it is free and
 * was handed out by the table's sequence before: a sequence never hands out an id twice, so a free
 * id below its last value is one that was deleted, and a restore can never take an id the
 * sequence will hand out later. Answers which check failed, or null when everything was written.
 */
export async function insertRestored(
  tx: PagesTx,
  rows: RestoreRows,
): Promise<'taken' | 'unknown' | null> {
  for (const name of ['articles', 'sections', 'contents'] as const) {
    const ids = rows[name].map((row) => row.id)
    const { taken, last } = await idState(tx, name, ids)
    if (taken) return 'taken'
    if (ids.some((id) => id > last)) return 'unknown'
  }
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
