import type { Article, Content, PageWithArticles, Section } from '@sitewerk/contracts'
import type { BlockKind } from '../state.ts'

/** Pure functions over a page's article → section → content tree (puck's tree/). */

export function findArticle(page: PageWithArticles, id: number): Article | undefined {
  return page.articles.find((a) => a.id === id)
}

export function findSection(page: PageWithArticles, id: number): Section | undefined {
  for (const article of page.articles) {
    const section = article.sections.find((s) => s.id === id)
    if (section) return section
  }
  return undefined
}

export function findContent(page: PageWithArticles, id: number): Content | undefined {
  for (const article of page.articles) {
    for (const section of article.sections) {
      const content = section.contents.find((c) => c.id === id)
      if (content) return content
    }
  }
  return undefined
}

export function findBlock(page: PageWithArticles, kind: BlockKind, id: number) {
  if (kind === 'article') return findArticle(page, id)
  if (kind === 'section') return findSection(page, id)
  return findContent(page, id)
}

/** Orders follow positions: 1, 2, 3 … (spec §4: a new page's first article has order 1). */
export function renumber<T extends { order: number }>(items: T[]): T[] {
  return items.map((item, i) => (item.order === i + 1 ? item : { ...item, order: i + 1 }))
}

export function mapArticles(page: PageWithArticles, fn: (a: Article) => Article): PageWithArticles {
  let changed = false
  const articles = page.articles.map((a) => {
    const next = fn(a)
    if (next !== a) changed = true
    return next
  })
  return changed ? { ...page, articles } : page
}

export function mapSections(page: PageWithArticles, fn: (s: Section) => Section): PageWithArticles {
  return mapArticles(page, (article) => {
    let changed = false
    const sections = article.sections.map((s) => {
      const next = fn(s)
      if (next !== s) changed = true
      return next
    })
    return changed ? { ...article, sections } : article
  })
}

export function mapContents(page: PageWithArticles, fn: (c: Content) => Content): PageWithArticles {
  return mapSections(page, (section) => {
    let changed = false
    const contents = section.contents.map((c) => {
      const next = fn(c)
      if (next !== c) changed = true
      return next
    })
    return changed ? { ...section, contents } : section
  })
}

/** Removes a block (and everything in it); orders of its siblings close the gap. */
export function removeBlock(page: PageWithArticles, kind: BlockKind, id: number): PageWithArticles {
  if (kind === 'article') {
    if (!findArticle(page, id)) return page
    return { ...page, articles: renumber(page.articles.filter((a) => a.id !== id)) }
  }
  if (kind === 'section') {
    return mapArticles(page, (a) =>
      a.sections.some((s) => s.id === id)
        ? { ...a, sections: renumber(a.sections.filter((s) => s.id !== id)) }
        : a,
    )
  }
  return mapSections(page, (s) =>
    s.contents.some((c) => c.id === id)
      ? { ...s, contents: renumber(s.contents.filter((c) => c.id !== id)) }
      : s,
  )
}

const insertAt = <T extends { order: number }>(items: T[], item: T, index: number) => {
  const at = Math.max(0, Math.min(index, items.length))
  return renumber([...items.slice(0, at), item, ...items.slice(at)])
}

/** Puts an article at `index` of the page. */
export function insertArticle(page: PageWithArticles, article: Article, index: number) {
  return { ...page, articles: insertAt(page.articles, { ...article, page_id: page.id }, index) }
}

/** Puts a section at `index` of article `articleId`; an unknown article leaves the page as it is. */
export function insertSection(
  page: PageWithArticles,
  section: Section,
  articleId: number,
  index: number,
) {
  return mapArticles(page, (a) =>
    a.id === articleId
      ? { ...a, sections: insertAt(a.sections, { ...section, article_id: articleId }, index) }
      : a,
  )
}

/** Puts a content at `index` of section `sectionId`. */
export function insertContent(
  page: PageWithArticles,
  content: Content,
  sectionId: number,
  index: number,
) {
  return mapSections(page, (s) =>
    s.id === sectionId
      ? { ...s, contents: insertAt(s.contents, { ...content, section_id: sectionId }, index) }
      : s,
  )
}

/** The article a section is in, and the section a content is in. */
export function parentOf(page: PageWithArticles, kind: BlockKind, id: number): number | null {
  if (kind === 'article') return null
  if (kind === 'section') return findSection(page, id)?.article_id ?? null
  return findContent(page, id)?.section_id ?? null
}

/** The position of a block among its siblings. */
export function indexOf(page: PageWithArticles, kind: BlockKind, id: number): number {
  if (kind === 'article') return page.articles.findIndex((a) => a.id === id)
  const parent = parentOf(page, kind, id)
  if (parent === null) return -1
  if (kind === 'section') return findArticle(page, parent)!.sections.findIndex((s) => s.id === id)
  return findSection(page, parent)!.contents.findIndex((c) => c.id === id)
}
