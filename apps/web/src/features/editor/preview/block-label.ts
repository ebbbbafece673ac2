import type { Component, Content, PageWithArticles } from '@sitewerk/contracts'
import type { TFunction } from 'i18next'
import type { Selection } from '../state'
import { findArticle, findContent, findSection } from '../tree/walk'

/** A content of the page, in a section or as an article's background. */
function findAnyContent(page: PageWithArticles, id: number): Content | undefined {
  return (
    findContent(page, id) ??
    page.articles.find((a) => a.background_content?.id === id)?.background_content ??
    undefined
  )
}

/**
 * The name the preview shows on a hovered block: a content's component title, 'Artikel' or
 * 'Abschnitt' with the block's title. null for a block that is not part of the page (the layout's).
 */
export function blockLabel({
  page,
  components,
  block,
  t,
}: {
  page: PageWithArticles
  components: readonly Pick<Component, 'id' | 'title'>[]
  block: Exclude<Selection, { kind: 'page' }>
  t: TFunction
}): string | null {
  if (block.kind === 'content') {
    const content = findAnyContent(page, block.id)
    if (!content) return null
    return components.find((c) => c.id === content.component_id)?.title ?? t('preview.content')
  }
  const item = block.kind === 'article' ? findArticle(page, block.id) : findSection(page, block.id)
  if (!item) return null
  return item.title
    ? t(`preview.${block.kind}Titled`, { title: item.title })
    : t(`preview.${block.kind}`)
}
