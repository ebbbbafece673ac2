import { describe, expect, it } from 'vitest'
import { createLiquidEngine } from '../liquid/create-engine.ts'
import { renderPage } from '../render-page.ts'
import { article, component, content, page, section } from '../test/builders.ts'
import type { IconSource } from './icon-filter.ts'

const HOME = '<path d="M5 12H3l9-9 9 9h-2"/>'
const icons: IconSource = {
  get: (name) => (name === 'home' ? { body: HOME, width: 24, height: 24 } : null),
}
const engine = createLiquidEngine(undefined, undefined, { icons })
const render = (source: string, scope: object, onMissingIcon?: (name: string) => void) =>
  engine.render(engine.parse(source, source), scope, { onMissingIcon })

describe('the icon filter', () => {
  it('draws a known icon as decorative inline SVG', () => {
    expect(render('{{ icon | icon }}', { icon: 'home' })).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" class="sw-icon" width="1em" height="1em" viewBox="0 0 24 24" focusable="false" aria-hidden="true">${HOME}</svg>`,
    )
  })

  it('names the icon for screen readers when given a label, escaped', () => {
    const html = render(`{{ icon | icon: label: 'Brot "frisch"', class: 'card__icon x"><b' }}`, {
      icon: 'home',
    })
    expect(html).toContain('role="img" aria-label="Brot &quot;frisch&quot;"')
    expect(html).toContain('class="sw-icon card__icon"')
    expect(html).not.toContain('<b')
  })

  it('renders nothing for no icon, and nothing but a report for unknown or hostile names', () => {
    const missing: string[] = []
    const seen = (name: string) => missing.push(name)
    expect(render('{{ icon | icon }}', {}, seen)).toBe('')
    expect(render('{{ icon | icon }}', { icon: 'no-such-icon' }, seen)).toBe('')
    expect(render('{{ icon | icon }}', { icon: '"><script>alert(1)</script>' }, seen)).toBe('')
    expect(render('{{ icon | icon }}', { icon: 'constructor' }, seen)).toBe('')
    expect(missing).toEqual(['no-such-icon', '"><script>alert(1)</script>', 'constructor'])
  })

  it('parses in an engine without icons and draws nothing there', () => {
    const bare = createLiquidEngine()
    expect(bare.render(bare.parse('t', '{{ "home" | icon }}'), {})).toBe('')
  })

  it("lists an unknown icon among the page's warnings for the editor", () => {
    const card = component('card', '<p>{{ icon | icon }}{{ title }}</p>')
    const block = content(card, { icon: 'ghost-x', title: 'Brot' })
    const rendered = renderPage({
      site: { title: 'S', description: null, variables: {} },
      page: page([article([section([block])])]),
      layout: null,
      components: new Map([[card.id, card]]),
      navigation: [],
      engine,
    })
    expect(rendered.body).toContain('<p>Brot</p>')
    expect(rendered.warnings).toEqual([
      { contentId: block.id, componentId: card.id, message: 'unknown icon: ghost-x' },
    ])
  })
})
