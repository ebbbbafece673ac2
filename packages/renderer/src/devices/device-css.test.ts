import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createBlockCache } from '../block-cache.ts'
import { createLiquidEngine } from '../liquid/create-engine.ts'
import { renderPage } from '../render-page.ts'
import { article, component, content, page, section } from '../test/builders.ts'
import type { RenderPageInput } from '../types.ts'
import { deviceClasses, deviceCss, deviceMedia } from './device-css.ts'

const engine = createLiquidEngine()
const text = component('text', '<p>{{ body }}</p>')

function input(tree: RenderPageInput['page'], extra: Partial<RenderPageInput> = {}) {
  return {
    site: { title: 'Bäckerei', description: null, variables: {} },
    page: tree,
    layout: null,
    components: new Map([[text.id, text]]),
    navigation: [],
    engine,
    ...extra,
  } satisfies RenderPageInput
}

describe('device visibility and spacing (decision 040)', () => {
  it('gives each spec §9 device one range of widths, with no gap and no overlap', () => {
    expect(deviceMedia('small')).toBe('(max-width:767.98px)')
    expect(deviceMedia('medium')).toBe('(min-width:768px) and (max-width:1079.98px)')
    expect(deviceMedia('large')).toBe('(min-width:1080px) and (max-width:1259.98px)')
    expect(deviceMedia('big')).toBe('(min-width:1260px)')
  })

  it('hides a block on phones with display:none in a small-screen query, and nowhere else', () => {
    const hidden = content(text, { body: 'Nur am Schreibtisch' }, { hidden_on: ['small'] })
    const shown = content(text, { body: 'Immer' }, { order: 2 })
    const rendered = renderPage(input(page([article([section([hidden, shown])])])))
    expect(rendered.body).toMatch(
      new RegExp(`class="sw-content sw-c-text sw-hide-small" id="content-${hidden.id}"`),
    )
    expect(rendered.body).toMatch(
      new RegExp(`class="sw-content sw-c-text" id="content-${shown.id}"`),
    )
    expect(rendered.css).toContain(
      '@media (max-width:767.98px){.sw-hide-small{display:none!important}}',
    )
    expect(rendered.css).not.toContain('min-width:768px')
    expect(rendered.scripts).toEqual([])
  })

  it('spaces sections and articles per device from the token scale, after every other rule', () => {
    const tree = page([
      article(
        [
          section([content(text, { body: 'x' })], {
            spacing: { medium: { top: 'xl' }, big: { bottom: 'none' } },
            hidden_on: ['big', 'large'],
          }),
        ],
        { spacing: { small: { top: 's', bottom: 'm' } }, css: '.sw-article{padding:9rem}' },
      ),
    ])
    const rendered = renderPage(input(tree))
    expect(rendered.body).toContain('class="sw-article sw-pt-small-s sw-pb-small-m"')
    expect(rendered.body).toMatch(
      /<section class="sw-section sw-hide-large sw-hide-big sw-pt-medium-xl sw-pb-big-none"/,
    )
    const css = rendered.css
    expect(
      css.indexOf(
        '@media (max-width:767.98px){.sw-pb-small-m{padding-bottom:2rem!important}.sw-pt-small-s{padding-top:1rem!important}}',
      ),
    ).toBeGreaterThan(css.indexOf('padding:9rem'))
    expect(css).toContain(
      '@media (min-width:768px) and (max-width:1079.98px){.sw-pt-medium-xl{padding-top:6rem!important}}',
    )
    expect(css).toContain(
      '@media (min-width:1260px){.sw-hide-big{display:none!important}.sw-pb-big-none{padding-bottom:0rem!important}}',
    )
  })

  it('adds no device CSS to a page without device settings (old published versions included)', () => {
    const tree = page([article([section([content(text, { body: 'x' })])])])
    const { hidden_on: _, spacing: __, ...old } = tree.articles[0]!.sections[0]!.contents[0]!
    tree.articles[0]!.sections[0]!.contents[0] = old
    expect(renderPage(input(tree)).css).not.toContain('@media')
  })

  it('leaves out values that are not devices or steps, so nothing else reaches the markup', () => {
    const odd = { hidden_on: ['tiny"><script>', 'small'], spacing: { small: { top: 'huge' } } }
    expect(deviceClasses(odd as never)).toBe(' sw-hide-small')
    expect(deviceCss(['sw-hide-tiny', 'sw-pt-small-huge', 'sw-hide-small-x', 'other'])).toBe('')
  })

  it('draws a block from the block cache again with its new device classes after a change', () => {
    const store = createBlockCache({
      maxBytes: 1 << 20,
      digest: (t) => createHash('sha1').update(t).digest('base64url'),
    })
    const cache = store.forSite(1)
    const block = content(text, { body: 'Angebot' })
    const first = renderPage(input(page([article([section([block])])]), { blockCache: cache }))
    expect(first.body).not.toContain('sw-hide-small')
    const hidden = { ...block, hidden_on: ['small' as const] }
    const drawn: number[] = []
    const second = renderPage(
      input(page([article([section([hidden])])]), {
        blockCache: cache,
        onBlockStart: ({ contentId }) => drawn.push(contentId),
      }),
    )
    expect(second.body).toContain('sw-hide-small')
    expect(second.css).toContain('.sw-hide-small{display:none!important}')
    expect(drawn).toEqual([block.id]) // a new key: not the drawing kept for the block as shown
  })
})
