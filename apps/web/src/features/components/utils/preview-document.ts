import type { Component, Content, PageWithArticles } from '@sitewerk/contracts'
import { createLiquidEngine, renderPage, type RenderComponent } from '@sitewerk/renderer'

const engine = createLiquidEngine()

/** What the studio previews: the editor's unsaved template and the compiled unsaved style. */
export interface PreviewInput {
  component: Pick<Component, 'id' | 'key' | 'namespace' | 'updated_at'>
  template: string
  css: string
  data: Record<string, unknown>
  /** The current site's theme as CSS custom properties. */
  themeCss: string
}

let previews = 0

function samplePage(content: Content): PageWithArticles {
  const section = {
    id: 1,
    article_id: 1,
    order: 0,
    preset: null,
    title: null,
    theme_id: null,
    custom_colorset_id: null,
    grid: null,
    maxWidth: 'default' as const,
    contents: content.layout_slot ? [] : [content],
  }
  const article = {
    id: 1,
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
    sections: [section],
  }
  return {
    id: 1,
    title: 'Vorschau',
    url: '',
    site_id: 1,
    layout_id: null,
    order: 0,
    parent_id: null,
    style: null,
    css: null,
    description: null,
    seo_image_id: null,
    articles: [article],
  }
}

/**
 * The component alone on a page, drawn by the same renderer as the public page: header and
 * footer components in their layout slot, others in a section. Answers the document for a
 * sandboxed frame (no scripts) and the template's error, if any.
 */
export function renderPreview(input: PreviewInput): { html: string; error: string | null } {
  const { component, template, css, data, themeCss } = input
  const slot =
    component.namespace === 'header' || component.namespace === 'footer'
      ? component.namespace
      : null
  const content: Content = {
    id: 1,
    section_id: slot ? null : 1,
    layout_id: slot ? 1 : null,
    layout_slot: slot,
    order: 0,
    component_id: component.id,
    data,
    parallax: false,
    article_id: null,
    custom_colorset_id: null,
    theme_id: null,
    grid_area: null,
  }
  const rendered: RenderComponent = {
    ...component,
    template,
    css,
    script: '',
    // every preview parses the template anew: the cache key must change with it
    updated_at: `${component.updated_at}#${++previews}`,
  }
  const page = renderPage({
    site: { title: 'Vorschau', description: null, variables: {} },
    page: samplePage(content),
    layout: slot ? { id: 1, contents: [content], css: null, maxWidth: 'default' } : null,
    components: new Map([[component.id, rendered]]),
    navigation: [],
    engine,
  })
  engine.forget(`${component.id}:${rendered.updated_at}`)
  const html =
    `<!doctype html><html lang="de"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<style>${themeCss}\n${page.css.replaceAll('</style', '<\\/style')}</style></head>` +
    `<body>${page.body}</body></html>`
  return { html, error: page.warnings[0]?.message ?? null }
}
