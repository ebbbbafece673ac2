import { describe, expect, it } from 'vitest'
import { DEFAULT_THEME_STYLE, type ThemeStyle } from '@sitewerk/contracts'
import { createLiquidEngine } from '../liquid/create-engine.ts'
import { renderPage } from '../render-page.ts'
import { article, component, content, page, section } from '../test/builders.ts'
import type { RenderPageInput } from '../types.ts'

const site = { title: 'Bäckerei Sonne', description: null, variables: {} }
const text = component('text', '<p>{{ body }}</p>', { css: '.sw-c-text p{margin:0}' })
const green: ThemeStyle = { ...DEFAULT_THEME_STYLE, highlightColor: '#00aa00' }
const blue: ThemeStyle = { ...DEFAULT_THEME_STYLE, highlightColor: '#0000aa', spacing: 'wide' }
const night = {
  id: 7,
  highlight_color: '#ffcc00',
  secondary_color: '#333333',
  text_color: '#ffffff',
  background_color: '#000000',
}

const render = (tree: RenderPageInput['page'], extra: Partial<RenderPageInput> = {}) =>
  renderPage({
    site,
    page: tree,
    layout: null,
    components: new Map([[text.id, text]]),
    navigation: [],
    engine: createLiquidEngine(),
    themes: [
      { id: 3, style: green },
      { id: 4, style: blue },
    ],
    colorsets: [night],
    ...extra,
  })

describe('block themes', () => {
  it('puts a theme class on each block that picked one and scopes the themes’ CSS to those classes (golden)', async () => {
    const tree = page([
      article(
        [
          section([content(text, { body: 'eigene Farben' }, { id: 31, custom_colorset_id: 7 })], {
            id: 21,
            theme_id: 4,
          }),
          section([content(text, { body: 'Artikel-Theme' }, { id: 32 })], { id: 22, order: 1 }),
        ],
        { id: 11, theme_id: 3 },
      ),
      article([section([content(text, { body: 'Seite' }, { id: 33 })], { id: 23 })], {
        id: 12,
        order: 1,
      }),
    ])
    const rendered = render(tree)
    // The full variable list of a scope is pinned in block-scope.css; here the colours and spacing.
    const blockCss = rendered.css
      .slice(rendered.css.indexOf('.sw-theme-'), rendered.css.indexOf('.sw-c-text p{'))
      .split('\n')
      .filter((line) => !line.startsWith('  --') || /--sw-(color|spacing)/.test(line))
      .join('\n')
    await expect(
      `${rendered.body.replace(/></g, '>\n<')}\n/* block CSS */\n${blockCss}`,
    ).toMatchFileSnapshot('./__fixtures__/block-themes.html')
    expect(rendered.body).toContain('<article class="sw-article sw-theme-3" id="article-11"')
    expect(rendered.body).toContain('<section class="sw-section sw-theme-4" id="section-21"')
    expect(rendered.body).toContain(
      '<div class="sw-content sw-c-text sw-colorset-7" id="content-31"',
    )
    expect(rendered.body).toContain('<article class="sw-article" id="article-12"')
    expect(rendered.body).toContain('<section class="sw-section" id="section-22"')
  })

  it('writes each used theme once, themes before colour sets, and none of the unused ones', () => {
    const tree = page([
      article(
        [section([content(text, {}, { theme_id: 3, custom_colorset_id: 7 })], { theme_id: 3 })],
        {
          theme_id: 3,
        },
      ),
    ])
    const { css, body } = render(tree)
    expect(body).toContain('class="sw-content sw-c-text sw-theme-3 sw-colorset-7"')
    expect(css.match(/\.sw-theme-3\{\n/g)).toHaveLength(1)
    expect(css).not.toContain('sw-theme-4')
    expect(css.indexOf('.sw-colorset-7{')).toBeGreaterThan(css.lastIndexOf('.sw-theme-3{'))
    // Component CSS comes after the themes, so it may restyle a themed block.
    expect(css.indexOf('.sw-colorset-7{')).toBeLessThan(css.indexOf('.sw-c-text p{'))
  })

  it('ignores a theme or colour set the page was not given (deleted, or another tenant’s)', () => {
    const tree = page([
      article([section([content(text, {}, { custom_colorset_id: 99 })], { theme_id: 98 })]),
    ])
    const { css, body } = render(tree)
    expect(body).not.toMatch(/sw-theme-|sw-colorset-/)
    expect(css).not.toMatch(/sw-theme-|sw-colorset-/)
  })

  it('themes layout contents and article backgrounds like any other content', () => {
    const tree = page([
      article([], { background_content: content(text, {}, { id: 41, theme_id: 4 }) }),
    ])
    const { body, css } = render(tree, {
      layout: {
        id: 1,
        contents: [content(text, {}, { id: 42, layout_slot: 'header', custom_colorset_id: 7 })],
        css: null,
        maxWidth: 'default',
      },
    })
    expect(body).toContain('class="sw-content sw-c-text sw-theme-4" id="content-41"')
    expect(body).toContain('class="sw-content sw-c-text sw-colorset-7" id="content-42"')
    expect(css).toContain('.sw-theme-4{')
    expect(css).toContain('.sw-colorset-7{')
  })
})
