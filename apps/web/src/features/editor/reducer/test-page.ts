import type { Article, Content, PageWithArticles, Section } from '@sitewerk/contracts'
import {
  article as buildArticle,
  component,
  content as buildContent,
  page,
  section as buildSection,
} from '@sitewerk/renderer/test-builders'
import { createEditorState, type EditorState } from '../state.ts'

/** Builders for reducer tests: a page with articles 1–2, sections 11, 12, 21 and contents 111–121. */
const note = component('note', '<p>{{ text }}</p>', { id: 1 })

export const content = (id: number, sectionId: number, order: number): Content =>
  buildContent(note, { text: `Text ${id}` }, { id, section_id: sectionId, order })

export const section = (
  id: number,
  articleId: number,
  order: number,
  contents: Content[] = [],
): Section => buildSection(contents, { id, article_id: articleId, order, title: `Section ${id}` })

export const article = (id: number, order: number, sections: Section[] = []): Article =>
  buildArticle(sections, { id, page_id: 7, order, title: `Article ${id}` })

export function testPage(): PageWithArticles {
  return page(
    [
      article(1, 1, [
        section(11, 1, 1, [content(111, 11, 1), content(112, 11, 2), content(113, 11, 3)]),
        section(12, 1, 2, [content(121, 12, 1)]),
      ]),
      article(2, 2, [section(21, 2, 1)]),
    ],
    { id: 7, title: 'Über uns', url: 'ueber-uns', site_id: 3, order: 1 },
  )
}

export const testState = (): EditorState => createEditorState(testPage())

/** The ids of a section's contents in their order. */
export const contentIds = (state: EditorState, sectionId: number) =>
  state.page.articles
    .flatMap((a) => a.sections)
    .find((s) => s.id === sectionId)!
    .contents.map((c) => [c.id, c.order])
