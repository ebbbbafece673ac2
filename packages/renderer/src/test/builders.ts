import type { Article, Content, PageWithArticles, Section } from '@sitewerk/contracts'
import type { RenderComponent } from '../types.ts'

let nextId = 1000

export function component(
  key: string,
  template: string,
  extra: Partial<RenderComponent> = {},
): RenderComponent {
  return {
    id: nextId++,
    key,
    namespace: 'module',
    template,
    css: '',
    script: '',
    updated_at: '2026-01-01 00:00:00',
    ...extra,
  }
}

export function content(
  component: RenderComponent,
  data: Record<string, unknown> = {},
  extra: Partial<Content> = {},
): Content {
  return {
    id: nextId++,
    section_id: null,
    layout_id: null,
    layout_slot: null,
    order: 0,
    component_id: component.id,
    data,
    parallax: false,
    article_id: null,
    custom_colorset_id: null,
    theme_id: null,
    grid_area: null,
    ...extra,
  }
}

export function section(contents: Content[], extra: Partial<Section> = {}): Section {
  return {
    id: nextId++,
    article_id: 1,
    order: 0,
    preset: null,
    title: null,
    theme_id: null,
    custom_colorset_id: null,
    grid: null,
    maxWidth: 'default',
    contents,
    ...extra,
  }
}

export function article(sections: Section[], extra: Partial<Article> = {}): Article {
  return {
    id: nextId++,
    title: null,
    height: null,
    alignment: null,
    background_file_id: null,
    page_id: 1,
    order: 0,
    preset: null,
    style: null,
    theme_id: null,
    css: null,
    classes: null,
    chain: false,
    custom_colorset_id: null,
    background_content: null,
    sections,
    ...extra,
  }
}

export function page(articles: Article[], extra: Partial<PageWithArticles> = {}): PageWithArticles {
  return {
    id: 1,
    title: 'Start',
    url: '',
    site_id: 1,
    layout_id: null,
    order: 0,
    parent_id: null,
    style: null,
    css: null,
    description: null,
    seo_image_id: null,
    articles,
    ...extra,
  }
}
