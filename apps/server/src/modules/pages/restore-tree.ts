import type { RestoredArticle, RestoredContent, RestoredSection } from '@sitewerk/contracts'

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
