import { describe, expect, it } from 'vitest'
import { createLiquidEngine } from './liquid/create-engine.ts'
import { renderSingleBlock } from './single-block.ts'
import { component } from './test/builders.ts'

describe('renderSingleBlock', () => {
  const engine = createLiquidEngine()

  it('draws a module alone in the page’s only section, with its data and CSS', () => {
    const quote = component('quote', '<blockquote>{{ text }}</blockquote>', {
      css: '.sw-c-quote blockquote{margin:0}',
    })
    const page = renderSingleBlock({ component: quote, data: { text: 'Guten Morgen' }, engine })
    expect(page.body).toMatch(
      /<section[^>]*>.*<blockquote>Guten Morgen<\/blockquote>.*<\/section>/s,
    )
    expect(page.css).toContain('.sw-c-quote blockquote{margin:0}')
    expect(page.warnings).toEqual([])
  })

  it('puts a header component into the layout’s header slot, not into a section', () => {
    const bar = component('bar', '<nav>{{ brand }}</nav>', { namespace: 'header' })
    const page = renderSingleBlock({ component: bar, data: { brand: 'Holzwerk' }, engine })
    const beforeMain = page.body.slice(0, page.body.indexOf('<main'))
    expect(beforeMain).toContain('<nav>Holzwerk</nav>')
    expect(page.body.slice(page.body.indexOf('<main'))).not.toContain('Holzwerk')
  })
})
