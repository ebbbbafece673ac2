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

  describe('with a render time limit of 30 ms', () => {
    const limited = createLiquidEngine({ parseLimit: 1e5, renderLimit: 30, memoryLimit: 1e7 })
    /** A navigation whose first `held` read keeps the thread busy for 60 ms, as a stall would. */
    const heldOnce = (times: number) => ({
      get held() {
        if (times-- > 0) {
          const until = performance.now() + 60
          while (performance.now() < until);
        }
        return 'Menü'
      },
    })
    const slow = component('slow', '{{ navigation.held }}<p>fertig</p>')
    const inputWith = (navigation: object) => {
      const block = content(slow, {})
      const tree = page([article([section([block])])])
      const renderer = createPageRenderer({
        ...input(tree),
        components: new Map([[slow.id, slow]]),
        navigation: navigation as never,
        engine: limited,
      })
      return { renderer, block }
    }

    it('draws a block whose first try a stalled thread pushed past the limit', () => {
      const { renderer, block } = inputWith(heldOnce(1))
      expect(renderer.content(block)).toContain('Menü<p>fertig</p>')
      expect(renderer.warnings).toEqual([])
    })

    it('drops a block that is slow on the second try too, and says why once', () => {
      const { renderer, block } = inputWith(heldOnce(2))
      expect(renderer.content(block)).toBe('')
      expect(renderer.warnings).toEqual([
        expect.objectContaining({
          message: expect.stringMatching(/^template render limit exceeded/),
        }),
      ])
    })
  })
})
