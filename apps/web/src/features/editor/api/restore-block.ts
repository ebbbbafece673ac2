import type {
  Article,
  Content,
  RestoredArticle,
  RestoredContent,
  RestoredSection,
  Section,
} from '@sitewerk/contracts'
import { api } from '../../../api/client'
import type { BlockStep } from '../state'
import { blockSchemas } from './get-block'

const restoredContent = (c: Content, order: number): RestoredContent => ({
  id: c.id,
  component_id: c.component_id,
  order,
  data: c.data,
  parallax: c.parallax,
  custom_colorset_id: c.custom_colorset_id,
  theme_id: c.theme_id,
  grid_area: c.grid_area,
})

const restoredSection = (s: Section, order: number): RestoredSection => ({
  id: s.id,
  order,
  preset: s.preset,
  title: s.title,
  theme_id: s.theme_id,
  custom_colorset_id: s.custom_colorset_id,
  grid: s.grid,
  maxWidth: s.maxWidth,
  contents: s.contents.map((c, i) => restoredContent(c, i + 1)),
})

const restoredArticle = (a: Article, order: number): RestoredArticle => ({
  id: a.id,
  title: a.title,
  height: a.height,
  alignment: a.alignment,
  background_file_id: a.background_file_id,
  order,
  preset: a.preset,
  style: a.style,
  theme_id: a.theme_id,
  css: a.css,
  classes: a.classes,
  chain: a.chain,
  custom_colorset_id: a.custom_colorset_id,
  background_content: a.background_content ? restoredContent(a.background_content, 1) : null,
  sections: a.sections.map((s, i) => restoredSection(s, i + 1)),
})

/**
 * Undo of a delete (decision 015): POST article/restore, section/restore or content/restore with
 * the block as the editor had it, its children and settings, back at its place under its parent.
 */
export function restoreBlock(step: BlockStep) {
  const order = step.index + 1
  const block =
    step.kind === 'article'
      ? restoredArticle(step.block, order)
      : step.kind === 'section'
        ? restoredSection(step.block, order)
        : restoredContent(step.block, order)
  return api.post(`${step.kind}/restore`, {
    body: { parent_id: step.parentId, block },
    schema: blockSchemas[step.kind],
  })
}
