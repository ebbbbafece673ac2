import {
  normalizeData,
  toDbDateTime,
  type Article,
  type Content,
  type Page,
  type PageWithArticles,
  type Section,
} from '@sitewerk/contracts'
import type { articles, contents, pages, sections } from '../../db/schema/index.ts'

export type PageRow = typeof pages.$inferSelect
export type ArticleRow = typeof articles.$inferSelect
export type SectionRow = typeof sections.$inferSelect
export type ContentRow = typeof contents.$inferSelect

export const toPage = (r: PageRow): Page => ({
  id: r.id,
  title: r.title,
  url: r.url,
  site_id: r.siteId,
  layout_id: r.layoutId,
  order: r.order,
  parent_id: r.parentId,
  style: r.style,
  css: r.css,
  description: r.description,
  seo_image_id: r.seoImageId,
  seo_title: r.seoTitle,
  noindex: r.noindex,
  exclude_from_sitemap: r.excludeFromSitemap,
  canonical_url: r.canonicalUrl,
  updated_at: toDbDateTime(r.updatedAt),
})

export const toContent = (r: ContentRow): Content => ({
  id: r.id,
  section_id: r.sectionId,
  layout_id: r.layoutId,
  layout_slot: r.layoutSlot,
  order: r.order,
  component_id: r.componentId,
  data: normalizeData(r.data),
  parallax: r.parallax,
  article_id: r.articleId,
  custom_colorset_id: r.customColorsetId,
  theme_id: r.themeId,
  grid_area: r.gridArea,
  hidden_on: r.hiddenOn,
  spacing: r.spacing,
  updated_at: toDbDateTime(r.updatedAt),
})

export const toSection = (r: SectionRow, contents: ContentRow[]): Section => ({
  id: r.id,
  article_id: r.articleId,
  order: r.order,
  preset: r.preset,
  title: r.title,
  theme_id: r.themeId,
  custom_colorset_id: r.customColorsetId,
  grid: r.grid,
  maxWidth: r.maxWidth,
  background: r.background ?? null,
  // A placement shows the reusable section's blocks as its own (decision 041).
  contents: contents
    .filter((c) =>
      r.reusableSectionId ? c.reusableSectionId === r.reusableSectionId : c.sectionId === r.id,
    )
    .map((c) => toContent({ ...c, sectionId: r.id })),
  ...(r.reusableSectionId ? { reusable_section_id: r.reusableSectionId } : {}),
  hidden_on: r.hiddenOn,
  spacing: r.spacing,
  updated_at: toDbDateTime(r.updatedAt),
})

export const toArticle = (
  r: ArticleRow,
  sections: SectionRow[],
  contents: ContentRow[],
): Article => ({
  id: r.id,
  title: r.title,
  height: r.height,
  alignment: r.alignment,
  background_file_id: r.backgroundFileId,
  page_id: r.pageId,
  order: r.order,
  preset: r.preset,
  style: r.style,
  theme_id: r.themeId,
  css: r.css,
  classes: r.classes,
  chain: r.chain,
  custom_colorset_id: r.customColorsetId,
  background_content: ((bg) => (bg ? toContent(bg) : null))(
    contents.find((c) => c.articleId === r.id),
  ),
  sections: sections.filter((s) => s.articleId === r.id).map((s) => toSection(s, contents)),
  hidden_on: r.hiddenOn,
  spacing: r.spacing,
  updated_at: toDbDateTime(r.updatedAt),
})

/** A page with its articles, sections and contents, from the rows `loadTree` reads. */
export const toPageWithArticles = (
  page: PageRow,
  tree: { articles: ArticleRow[]; sections: SectionRow[]; contents: ContentRow[] },
): PageWithArticles => ({
  ...toPage(page),
  articles: tree.articles.map((a) => toArticle(a, tree.sections, tree.contents)),
})
