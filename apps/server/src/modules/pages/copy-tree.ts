import { eq } from 'drizzle-orm'
import { articles, contents, pages, sections } from '../../db/schema/index.ts'
import type { ArticleRow, ContentRow, PageRow, SectionRow } from './mappers.ts'
import type { PagesTx } from './repository.ts'

// Duplicating copies the whole subtree (issue #3): every copy drops id and timestamps.
const fresh = <T extends { id: number; createdAt: Date; updatedAt: Date }>({
  id: _,
  createdAt: __,
  updatedAt: ___,
  ...rest
}: T) => rest

export async function copyContent(tx: PagesTx, row: ContentRow, into: Partial<ContentRow>) {
  const [copy] = await tx
    .insert(contents)
    .values({ ...fresh(row), ...into })
    .returning()
  return copy!
}

export async function copySection(tx: PagesTx, row: SectionRow, into: Partial<SectionRow>) {
  const [copy] = await tx
    .insert(sections)
    .values({ ...fresh(row), ...into })
    .returning()
  const children = await tx.select().from(contents).where(eq(contents.sectionId, row.id))
  for (const child of children) await copyContent(tx, child, { sectionId: copy!.id })
  return copy!
}

export async function copyArticle(tx: PagesTx, row: ArticleRow, into: Partial<ArticleRow>) {
  const [copy] = await tx
    .insert(articles)
    .values({ ...fresh(row), ...into })
    .returning()
  const [background] = await tx.select().from(contents).where(eq(contents.articleId, row.id))
  if (background) await copyContent(tx, background, { articleId: copy!.id })
  const children = await tx.select().from(sections).where(eq(sections.articleId, row.id))
  for (const child of children) await copySection(tx, child, { articleId: copy!.id })
  return copy!
}

export async function copyPage(tx: PagesTx, row: PageRow, into: Partial<PageRow>) {
  const [copy] = await tx
    .insert(pages)
    .values({ ...fresh(row), ...into })
    .returning()
  const children = await tx.select().from(articles).where(eq(articles.pageId, row.id))
  for (const child of children) await copyArticle(tx, child, { pageId: copy!.id })
  return copy!
}
