import type { Component } from '@sitewerk/contracts'
import { createLiquidEngine, renderPage } from '@sitewerk/renderer'

const engine = createLiquidEngine()

/** A component drawn with its default data alone: the picker's thumbnail (issue #6 scope 4). */
export function renderComponentThumbnail(component: Component): string {
  const content = {
    id: 0,
    section_id: 0,
    layout_id: null,
    layout_slot: null,
    order: 1,
    component_id: component.id,
    data: component.data,
    parallax: false,
    article_id: null,
    custom_colorset_id: null,
    theme_id: null,
    grid_area: null,
  }
  const { body, css } = renderPage({
    site: { title: '', description: null, variables: {} },
    page: {
      id: 0,
      title: component.title,
      url: '',
      site_id: 0,
      layout_id: null,
      order: 1,
      parent_id: null,
      style: null,
      css: null,
      description: null,
      seo_image_id: null,
      articles: [
        {
          id: 0,
          title: null,
          height: null,
          alignment: null,
          background_file_id: null,
          page_id: 0,
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
              id: 0,
              article_id: 0,
              order: 1,
              preset: null,
              title: null,
              theme_id: null,
              custom_colorset_id: null,
              grid: null,
              maxWidth: 'default',
              contents: [content],
            },
          ],
        },
      ],
    },
    layout: null,
    components: new Map([
      [
        component.id,
        {
          id: component.id,
          key: component.key,
          namespace: component.namespace,
          template: component.template,
          css: component.css,
          script: '',
          updated_at: component.updated_at,
        },
      ],
    ]),
    navigation: [],
    engine,
  })
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}body{pointer-events:none;overflow:hidden}</style></head><body>${body}</body></html>`
}
