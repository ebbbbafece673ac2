import { createHash } from 'node:crypto'
import { DEFAULT_THEME_STYLE, type Content } from '@sitewerk/contracts'
import { describe, expect, it } from 'vitest'
import { createBlockCache } from './block-cache.ts'
import { createLiquidEngine } from './liquid/create-engine.ts'
import { renderPage } from './render-page.ts'
import { article, component, content, page, section } from './test/builders.ts'
import type { NavigationItem, RenderComponent, RenderPageInput } from './types.ts'

const digest = (text: string) => createHash('sha1').update(text).digest('base64url')
const engine = createLiquidEngine()

const text = component('text', '<p>{{ body }}</p>')
const menu = component(
  'menu',
  '<nav>{% for item in navigation %}<a href="{{ item.href }}">{{ item.title }}</a>{% endfor %}</nav>',
)
const titled = component('titled', '<h1>{{ page.title }} – {{ site.title }}</h1>')
const withIcon = component('icon', '{{ "no-such-icon" | icon }}<p>Icon</p>')
const navigation: NavigationItem[] = [{ title: 'Start', href: '/', active: true, children: [] }]
const night = { id: 7, style: DEFAULT_THEME_STYLE }

/** A page of blocks in one section, rendered with `cache` (a site's part of a shared store). */
function pageInput(blocks: Content[], extra: Partial<RenderPageInput> = {}): RenderPageInput {
  return {
    site: { title: 'Bäckerei', description: null, variables: {} },
    page: page([article([section(blocks)])]),
    layout: null,
    components: new Map([text, menu, titled, withIcon].map((c) => [c.id, c])),
    navigation,
    themes: [night],
    engine,
    ...extra,
  }
}

/** Renders with the cache and counts the blocks that were drawn, not taken from it. */
function renderCounting(input: RenderPageInput) {
  const drawn: number[] = []
  const rendered = renderPage({ ...input, onBlockStart: ({ contentId }) => drawn.push(contentId) })
  return { rendered, drawn }
}

function cacheOfSite(siteId = 1, maxBytes = 1 << 20) {
  const store = createBlockCache({ maxBytes, digest })
  return { store, cache: store.forSite(siteId) }
}

describe('block cache (issue #18)', () => {
  it('draws only the block that changed; the page is the same as drawn without the cache', () => {
    const { cache } = cacheOfSite()
    const first = content(text, { body: 'Brot' })
    const second = content(text, { body: 'Kuchen' })
    expect(renderCounting(pageInput([first, second], { blockCache: cache })).drawn).toEqual([
      first.id,
      second.id,
    ])
    const changed = { ...second, data: { body: 'Torte' } }
    const input = pageInput([first, changed])
    const again = renderCounting({ ...input, blockCache: cache })
    expect(again.drawn).toEqual([changed.id])
    expect(again.rendered).toEqual(renderPage(input))
  })

  it('draws a block again when its component version, theme, colour set or placement changes', () => {
    const { cache } = cacheOfSite()
    const block = content(text, { body: 'Brot' })
    const drawn = (input: RenderPageInput) => renderCounting({ ...input, blockCache: cache }).drawn
    expect(drawn(pageInput([block]))).toEqual([block.id])
    expect(drawn(pageInput([block]))).toEqual([])

    const saved: RenderComponent = { ...text, template: '<p>{{ body }}!</p>', updated_at: '2027' }
    const components = new Map([[text.id, saved]])
    const resaved = renderCounting({ ...pageInput([block], { components }), blockCache: cache })
    expect(resaved.drawn).toEqual([block.id])
    expect(resaved.rendered.body).toContain('<p>Brot!</p>')

    expect(drawn(pageInput([{ ...block, theme_id: night.id }]))).toEqual([block.id])
    const restyled = { ...night, style: { ...DEFAULT_THEME_STYLE, highlightColor: '#123456' } }
    expect(drawn(pageInput([{ ...block, theme_id: night.id }], { themes: [restyled] }))).toEqual([
      block.id,
    ])
    const colorsets = [
      {
        id: 3,
        highlight_color: '#ffcc00',
        secondary_color: '#333333',
        text_color: '#ffffff',
        background_color: '#000000',
      },
    ]
    expect(drawn(pageInput([{ ...block, custom_colorset_id: 3 }], { colorsets }))).toEqual([
      block.id,
    ])
    expect(drawn(pageInput([{ ...block, grid_area: '1 / 2' }]))).toEqual([block.id])
    expect(drawn(pageInput([{ ...block, parallax: true }]))).toEqual([block.id])
    // In the page's second article its images load lazily: another placement.
    const lower = pageInput([])
    lower.page = page([article([section([])]), article([section([block])], { order: 1 })])
    expect(drawn(lower)).toEqual([block.id])
  })

  it('draws again on a navigation change only the blocks that read the navigation', () => {
    const { cache } = cacheOfSite()
    const blocks = [content(text, { body: 'Brot' }), content(menu), content(titled)]
    renderCounting(pageInput(blocks, { blockCache: cache }))
    const moved = [{ title: 'Sortiment', href: '/sortiment', active: false, children: [] }]
    const renamed = renderCounting(
      pageInput(blocks, { blockCache: cache, navigation: [...navigation, ...moved] }),
    )
    expect(renamed.drawn).toEqual([blocks[1]!.id])
    expect(renamed.rendered.body).toContain('<a href="/sortiment">Sortiment</a>')
    // The page's title is read by one block only, the site's title by the same one.
    const retitled = pageInput(blocks, { blockCache: cache, navigation: [...navigation, ...moved] })
    retitled.page = { ...retitled.page, title: 'Neu' }
    expect(renderCounting(retitled).drawn).toEqual([blocks[2]!.id])
    const renamedSite = { ...retitled, site: { ...retitled.site, title: 'Konditorei' } }
    expect(renderCounting(renamedSite).drawn).toEqual([blocks[2]!.id])
  })

  it('keeps the warnings of a kept block, and never keeps a block that failed', () => {
    const { cache } = cacheOfSite()
    const broken = component('broken', "{% render 'nirgends' %}")
    const blocks = [content(withIcon), content(broken)]
    const input = pageInput(blocks, {
      blockCache: cache,
      components: new Map([withIcon, broken].map((c) => [c.id, c])),
    })
    const first = renderCounting(input)
    const second = renderCounting(input)
    expect(second.drawn).toEqual([blocks[1]!.id])
    expect(second.rendered.warnings).toEqual(first.rendered.warnings)
    expect(second.rendered.warnings.map((w) => w.message)).toEqual([
      'unknown icon: no-such-icon',
      expect.stringContaining('nirgends'),
    ])
  })

  it('never gives one site a block another site drew, even of the same ids', () => {
    const store = createBlockCache({ maxBytes: 1 << 20, digest })
    const block = content(text, { body: 'Brot' })
    renderCounting(pageInput([block], { blockCache: store.forSite(1) }))
    // Another tenant's component with the very same id and version draws differently.
    const other = new Map([[text.id, { ...text, template: '<p>fremd {{ body }}</p>' }]])
    const theirs = renderCounting(
      pageInput([block], {
        blockCache: store.forSite(2),
        components: other,
        engine: createLiquidEngine(),
      }),
    )
    expect(theirs.drawn).toEqual([block.id])
    expect(theirs.rendered.body).toContain('<p>fremd Brot</p>')
  })

  it('stays within its bound in bytes, the least recently used blocks out first', () => {
    const { store, cache } = cacheOfSite(1, 20_000)
    const big = (i: number) => content(text, { body: `${i}`.padEnd(1000, 'x') })
    const blocks = Array.from({ length: 40 }, (_, i) => big(i))
    for (const block of blocks) renderCounting(pageInput([block], { blockCache: cache }))
    expect(store.stats().bytes).toBeLessThanOrEqual(20_000)
    expect(store.stats().blocks).toBeGreaterThan(3)
    expect(renderCounting(pageInput([blocks.at(-1)!], { blockCache: cache })).drawn).toEqual([])
    expect(renderCounting(pageInput([blocks[0]!], { blockCache: cache })).drawn).toEqual([
      blocks[0]!.id,
    ])
  })

  it('digests a block’s data once when the pages it renders never change (the render worker)', () => {
    const digested: string[] = []
    const counting = (value: string) => (digested.push(value), digest(value))
    const store = createBlockCache({ maxBytes: 1 << 20, digest: counting, unchangedData: true })
    const blocks = [content(text, { body: 'Brot' }), content(text, { body: 'Kuchen' })]
    const input = pageInput(blocks, { blockCache: store.forSite(1) })
    const first = renderCounting(input)
    const blockData = (texts: string[]) => texts.filter((t) => t.startsWith('{"body"'))
    expect(blockData(digested)).toEqual(['{"body":"Brot"}', '{"body":"Kuchen"}'])

    // The same tree once more: no block's data is digested again, and the page is the same.
    digested.length = 0
    const again = renderCounting(input)
    expect(again.drawn).toEqual([])
    expect(blockData(digested)).toEqual([])
    expect(again.rendered).toEqual(first.rendered)

    // A new tree (a publish, a replaced file) is digested anew: its changed block is drawn.
    const changed = { ...blocks[1]!, data: { body: 'Torte' } }
    const edited = renderCounting(
      pageInput([blocks[0]!, changed], { blockCache: store.forSite(1) }),
    )
    expect(blockData(digested)).toEqual(['{"body":"Torte"}'])
    expect(edited.drawn).toEqual([changed.id])
  })
})
