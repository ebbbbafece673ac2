import { DEFAULT_THEME_STYLE } from '@sitewerk/contracts'
import { describe, expect, it } from 'vitest'
import { createLiquidEngine } from './liquid/create-engine.ts'
import { createPageRenderer } from './page-renderer.ts'
import { renderPage } from './render-page.ts'
import { article, component, content, page, section } from './test/builders.ts'

const text = component('text', '<p>{{ body }}</p>', { css: '.sw-c-text p{margin:0}' })
const other = component('other', '<p>anders</p>', { css: '.sw-c-other p{color:red}' })
const input = (tree: ReturnType<typeof page>) => ({
  site: { title: 'Sonne', description: null, variables: {} },
  page: tree,
  layout: null,
  components: new Map([text, other].map((c) => [c.id, c])),
  navigation: [],
  engine: createLiquidEngine(),
  themes: [{ id: 7, style: DEFAULT_THEME_STYLE }],
})

describe('createPageRenderer', () => {
  it('draws each block exactly as it appears in the whole page', () => {
    const first = content(text, { body: 'eins' })
    const inner = section([first, content(other, {}, { order: 2 })], { title: 'Mitte' })
    const tree = page([article([inner], { height: 'full', theme_id: 7 })])
    const whole = renderPage(input(tree)).body
    const renderer = createPageRenderer(input(tree))

    expect(whole).toContain(renderer.content(first, true))
    expect(whole).toContain(renderer.section(inner, true))
    expect(renderer.section(inner, true)).toBe(
      `${renderer.sectionTag(inner)}${renderer.content(first, true)}${renderer.content(inner.contents[1]!, true)}</section>`,
    )
    expect(whole).toContain(renderer.articleTag(tree.articles[0]!))
    expect(renderer.articleTag(tree.articles[0]!)).toContain('sw-theme-7')
  })

  it('writes the CSS of the components on the page it is given, not of those removed since', () => {
    const kept = content(text, { body: 'bleibt' })
    const removed = content(other, {}, { order: 2 })
    const before = page([article([section([kept, removed])])])
    const renderer = createPageRenderer(input(before))
    renderer.main(before)
    expect(renderer.css(before)).toContain('.sw-c-other p{color:red}')

    const after = page([article([section([kept])])])

    expect(renderer.css(after)).toContain('.sw-c-text p{margin:0}')
    expect(renderer.css(after)).not.toContain('.sw-c-other')
  })
})
