import { describe, expect, it, onTestFinished } from 'vitest'
import type { RenderComponent } from '@sitewerk/renderer'
import { createRenderPool, type PageRenderInput } from './render-pool.ts'

const component = (id: number, template: string): RenderComponent => ({
  id,
  key: `c${id}`,
  namespace: 'module',
  template,
  css: '',
  script: '',
  updated_at: '2026-01-01 00:00:00',
})

const input = (components: RenderComponent[]): PageRenderInput => ({
  site: { title: 'S', description: null, variables: {} },
  layout: null,
  navigation: [],
  components,
  page: {
    id: 1,
    title: 'P',
    url: '',
    site_id: 1,
    layout_id: null,
    order: 0,
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
        order: 0,
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
            order: 0,
            preset: null,
            title: null,
            theme_id: null,
            custom_colorset_id: null,
            grid: null,
            maxWidth: 'default',
            contents: components.map((c, i) => ({
              id: i + 1,
              section_id: 1,
              layout_id: null,
              layout_slot: null,
              order: i,
              component_id: c.id,
              data: {},
              parallax: false,
              article_id: null,
              custom_colorset_id: null,
              theme_id: null,
              grid_area: null,
            })),
          },
        ],
      },
    ],
  },
})

describe('render pool', () => {
  it('renders pages in a worker', async () => {
    const pool = createRenderPool()
    onTestFinished(() => pool.close())
    const page = await pool.render(input([component(1, '<p>{{ "hallo" | upcase }}</p>')]))
    expect(page.body).toContain('<p>HALLO</p>')
  })

  it('ends a render that passes the hard bound, blocks that component and renders the rest', async () => {
    // Cooperative limits high enough never to fire: only the hard bound can end this render.
    const limits = { parseLimit: 1e6, renderLimit: 1e9, memoryLimit: 1e12 }
    const pool = createRenderPool({ hardTimeoutMs: 300, limits })
    onTestFinished(() => pool.close())
    const hog = component(2, '{% for i in (1..1000000000) %}{% endfor %}')
    const started = Date.now()
    const page = await pool.render(input([hog, component(3, '<p>bleibt</p>')]))
    expect(Date.now() - started).toBeLessThan(5000)
    expect(page.body).toContain('<p>bleibt</p>')
    expect(page.warnings).toEqual([
      expect.objectContaining({ componentId: 2, message: 'time limit exceeded' }),
    ])
  })
})
