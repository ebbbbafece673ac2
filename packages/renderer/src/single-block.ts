import type { Content, PageWithArticles } from '@sitewerk/contracts'
import type { LiquidEngine } from './liquid/create-engine.ts'
import { renderPage } from './render-page.ts'
import type { RenderComponent, RenderedPage } from './types.ts'

/**
 * One component alone, rendered by the same renderer as the public page: the component studio's
 * preview and the editor's picker thumbnails. Header and footer components sit in their layout
 * slot, every other one in the page's only section.
 */
export function renderSingleBlock({
  component,
  data,
  engine,
  title = '',
}: {
  component: RenderComponent
  data: Record<string, unknown>
  engine: LiquidEngine
  title?: string
}): RenderedPage {
  const slot =
    component.namespace === 'header' || component.namespace === 'footer'
      ? component.namespace
      : null
  const content: Content = {
    id: 1,
    section_id: slot ? null : 1,
    layout_id: slot ? 1 : null,
    layout_slot: slot,
    order: 1,
    component_id: component.id,
    data,
    parallax: false,
    article_id: null,
    custom_colorset_id: null,
    theme_id: null,
    grid_area: null,
  }
  const page: PageWithArticles = {
    id: 1,
    title,
    url: '',
    site_id: 1,
    layout_id: slot ? 1 : null,
    order: 1,
    parent_id: null,
    style: null,
    css: null,
    description: null,
    seo_image_id: null,
    articles: [
      {
        id: 1,
        title: null,
        height: null,
        alignment: null,
        background_file_id: null,
        page_id: 1,
        order: 1,
        preset: null,
        style: null,
        theme_id: null,
        css: null,
        classes: null,
        chain: false,
        custom_colorset_id: null,
        background_content: null,
        sections: [
          {
            id: 1,
            article_id: 1,
            order: 1,
            preset: null,
            title: null,
            theme_id: null,
            custom_colorset_id: null,
            grid: null,
            maxWidth: 'default',
            contents: slot ? [] : [content],
          },
        ],
      },
    ],
  }
  return renderPage({
    site: { title, description: null, variables: {} },
    page,
    layout: slot ? { id: 1, contents: [content], css: null, maxWidth: 'default' } : null,
    components: new Map([[component.id, component]]),
    navigation: [],
    engine,
  })
}
