import type { Article, Content, PageWithArticles, Section } from '@sitewerk/contracts'
import { createEditorState, type EditorState } from '../state.ts'

/** Builders for reducer tests: a page with articles 1–2, sections 11, 12, 21 and contents 111–121. */
export const content = (id: number, sectionId: number, order: number): Content => ({
  id,
  section_id: sectionId,
  layout_id: null,
  layout_slot: null,
  order,
  component_id: 1,
  data: { text: `Text ${id}` },
  parallax: false,
  article_id: null,
  custom_colorset_id: null,
  theme_id: null,
  grid_area: null,
})

export const section = (
  id: number,
  articleId: number,
  order: number,
  contents: Content[] = [],
): Section => ({
  id,
  article_id: articleId,
  order,
  preset: null,
  title: `Section ${id}`,
  theme_id: null,
  custom_colorset_id: null,
  grid: null,
  maxWidth: 'default',
  contents,
})

export const article = (id: number, order: number, sections: Section[] = []): Article => ({
  id,
  title: `Article ${id}`,
  height: null,
  alignment: null,
  background_file_id: null,
  page_id: 7,
  order,
  preset: null,
  style: null,
  theme_id: null,
  css: null,
  classes: null,
  chain: false,
  custom_colorset_id: null,
  background_content: null,
  sections,
})

export function testPage(): PageWithArticles {
  return {
    id: 7,
    title: 'Über uns',
    url: 'ueber-uns',
    site_id: 3,
    layout_id: null,
    order: 1,
    parent_id: null,
    style: null,
    css: null,
    description: null,
    seo_image_id: null,
    articles: [
      article(1, 1, [
        section(11, 1, 1, [content(111, 11, 1), content(112, 11, 2), content(113, 11, 3)]),
        section(12, 1, 2, [content(121, 12, 1)]),
      ]),
      article(2, 2, [section(21, 2, 1)]),
    ],
  }
}

export const testState = (): EditorState => createEditorState(testPage())

/** The ids of a section's contents in their order. */
export const contentIds = (state: EditorState, sectionId: number) =>
  state.page.articles
    .flatMap((a) => a.sections)
    .find((s) => s.id === sectionId)!
    .contents.map((c) => [c.id, c.order])
