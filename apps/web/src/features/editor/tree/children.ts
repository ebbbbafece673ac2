import type { PageWithArticles } from '@sitewerk/contracts'
import type { BlockKind } from '../state'
import { findArticle, findSection } from './walk'

/** The ids of a parent's children of `kind`, in their order (the page's articles, …). */
export function childIds(page: PageWithArticles, kind: BlockKind, parentId: number): number[] {
  if (kind === 'article') return page.id === parentId ? page.articles.map((a) => a.id) : []
  if (kind === 'section') return findArticle(page, parentId)?.sections.map((s) => s.id) ?? []
  return findSection(page, parentId)?.contents.map((c) => c.id) ?? []
}

/** The field that names a block's parent. */
export const PARENT_FIELD = {
  article: 'page_id',
  section: 'article_id',
  content: 'section_id',
} as const satisfies Record<BlockKind, string>

/** The kind of a block's parent. */
export const PARENT_KIND = { article: 'page', section: 'article', content: 'section' } as const
