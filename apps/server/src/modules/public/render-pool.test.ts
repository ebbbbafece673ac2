import { describe, expect, it, onTestFinished } from 'vitest'
import type { RenderComponent } from '@sitewerk/renderer'
import { article, component, content, page, section } from '@sitewerk/renderer/test-builders'
import { createRenderPool, type PageRenderInput } from './render-pool.ts'

/** One page whose single section holds one block per component. */
const input = (components: RenderComponent[]): PageRenderInput => ({
  site: { title: 'S', description: null, variables: {} },
  layout: null,
  navigation: [],
  components,
  page: page([article([section(components.map((c) => content(c)))])]),
})

describe('render pool', () => {
  it('renders pages in a worker', async () => {
    const pool = createRenderPool()
    onTestFinished(() => pool.close())
    const rendered = await pool.render(
      input([component('greeting', '<p>{{ "hallo" | upcase }}</p>')]),
    )
    expect(rendered.body).toContain('<p>HALLO</p>')
  })

  it('ends a render that passes the hard bound, blocks that component and renders the rest', async () => {
    // Cooperative limits high enough never to fire: only the hard bound can end this render.
    const limits = { parseLimit: 1e6, renderLimit: 1e9, memoryLimit: 1e12 }
    const pool = createRenderPool({ hardTimeoutMs: 300, limits })
    onTestFinished(() => pool.close())
    const hog = component('hog', '{% for i in (1..1000000000) %}{% endfor %}')
    const started = Date.now()
    const rendered = await pool.render(input([hog, component('fine', '<p>bleibt</p>')]))
    expect(Date.now() - started).toBeLessThan(5000)
    expect(rendered.body).toContain('<p>bleibt</p>')
    expect(rendered.warnings).toEqual([
      expect.objectContaining({ componentId: hog.id, message: 'time limit exceeded' }),
    ])
  })
})
