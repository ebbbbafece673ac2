import { describe, expect, it } from 'vitest'
import {
  DEFAULT_THEME_STYLE,
  LINK_DECORATIONS,
  ORDERED_LIST_STYLES,
  TEXT_ALIGNS,
  THEME_EDGES,
  THEME_SPACINGS,
  UNORDERED_LIST_STYLES,
  type ThemeStyle,
} from '@sitewerk/contracts'
import { colorsetToCss, themeToCss } from './theme-to-css.ts'

const fixture = (name: string) => `./__fixtures__/${name}.css`
const defaultCss = themeToCss(DEFAULT_THEME_STYLE)

/** The lines of a variant's CSS that differ from the default theme's. */
const changedLines = (css: string) => {
  const base = new Set(defaultCss.split('\n'))
  return css.split('\n').filter((line) => !base.has(line))
}

/** One golden file per enumeration: for each value, the lines it changes. */
const variants: [string, readonly string[], (value: string) => ThemeStyle][] = [
  ['spacing', THEME_SPACINGS, (v) => ({ ...DEFAULT_THEME_STYLE, spacing: v as never })],
  ['edges', THEME_EDGES, (v) => ({ ...DEFAULT_THEME_STYLE, edges: v as never })],
  ['text-align', TEXT_ALIGNS, (v) => ({ ...DEFAULT_THEME_STYLE, textAlign: v as never })],
  [
    'link-decoration',
    LINK_DECORATIONS,
    (v) => ({
      ...DEFAULT_THEME_STYLE,
      link: { ...DEFAULT_THEME_STYLE.link, decoration: v as never },
    }),
  ],
  [
    'link-hover-decoration',
    LINK_DECORATIONS,
    (v) => ({
      ...DEFAULT_THEME_STYLE,
      link: { ...DEFAULT_THEME_STYLE.link, hoverDecoration: v as never },
    }),
  ],
  [
    'unordered-list',
    UNORDERED_LIST_STYLES,
    (v) => ({
      ...DEFAULT_THEME_STYLE,
      lists: { ...DEFAULT_THEME_STYLE.lists, unordered: v as never },
    }),
  ],
  [
    'ordered-list',
    ORDERED_LIST_STYLES,
    (v) => ({
      ...DEFAULT_THEME_STYLE,
      lists: { ...DEFAULT_THEME_STYLE.lists, ordered: v as never },
    }),
  ],
]

describe('themeToCss', () => {
  it('pins the default theme on the site', async () => {
    await expect(defaultCss).toMatchFileSnapshot(fixture('default'))
  })

  it('scopes a block’s theme to the blocks wearing its class: variables and the block’s own text', async () => {
    const css = themeToCss(DEFAULT_THEME_STYLE, { scope: { kind: 'block', themeId: 12 } })
    await expect(css).toMatchFileSnapshot(fixture('block-scope'))
    expect(css).toMatch(/^\.sw-theme-12\{\n {2}--sw-color-highlight:#e6007e;/)
    // Element rules come once, with the page's theme; they read the variables at each element.
    expect(css).not.toMatch(/(^|\n)h1\{|body\{/)
  })

  it('leaves colours the theme does not set to the colours at the element', () => {
    expect(defaultCss).toContain('--sw-link-color:initial;')
    expect(defaultCss).toContain('--sw-h2-color:initial;')
    expect(defaultCss).toContain('a{color:var(--sw-link-color,var(--sw-color-highlight));')
    expect(defaultCss).toContain('h2{font-family:var(--sw-h2-font);')
    expect(defaultCss).toContain('color:var(--sw-h2-color,var(--sw-color-text))}')
    const own = themeToCss({
      ...DEFAULT_THEME_STYLE,
      link: { ...DEFAULT_THEME_STYLE.link, color: '#ff0000', hoverColor: '#00ff00' },
    })
    expect(own).toContain('--sw-link-color:#ff0000;')
    expect(own).toContain('--sw-link-hover-color:#00ff00;')
  })

  it('sets only the four colours of a colour set, and the block’s text and background', () => {
    const css = colorsetToCss(5, {
      highlight_color: '#112233',
      secondary_color: '#445566',
      text_color: '#ffffff',
      background_color: '#000000',
    })
    expect(css).toBe(
      '.sw-colorset-5{--sw-color-highlight:#112233;--sw-color-secondary:#445566;' +
        '--sw-color-text:#ffffff;--sw-color-background:#000000;' +
        'color:var(--sw-color-text);background:var(--sw-color-background)}\n',
    )
  })

  it('pins a theme with every setting of its own', async () => {
    const theme: ThemeStyle = {
      ...DEFAULT_THEME_STYLE,
      highlightColor: '#0088cc',
      secondaryColor: 'rgba(0, 136, 204, 0.5)',
      backgroundColor: '#111111',
      typography: {
        ...DEFAULT_THEME_STYLE.typography,
        text: { size: '18px', weight: 300, lineHeight: 1.7, color: '#eeeeee', fontname: 'Inter' },
        h1: { size: '4rem', weight: 800, lineHeight: 1.1, color: '#ffffff', fontname: 'Open Sans' },
      },
      link: { color: '#ff0000', decoration: 'dotted', hoverColor: null, hoverDecoration: 'none' },
    }
    await expect(themeToCss(theme)).toMatchFileSnapshot(fixture('custom'))
  })

  it('sets the copy font for text and the headline font for h1–h6; a level’s own fontname wins', async () => {
    const theme: ThemeStyle = {
      ...DEFAULT_THEME_STYLE,
      typography: {
        ...DEFAULT_THEME_STYLE.typography,
        h2: { ...DEFAULT_THEME_STYLE.typography.h2, fontname: 'Oswald' },
      },
    }
    const lines = changedLines(
      themeToCss(theme, { fonts: { headline: 'Playfair Display', copy: 'Hausschrift' } }),
    )
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot(fixture('fonts'))
    expect(lines).toContain('  --sw-font-copy:"Hausschrift", system-ui, sans-serif;')
    expect(lines).toContain('  --sw-h1-font:"Playfair Display", var(--sw-font-copy);')
    expect(lines).toContain('  --sw-h2-font:"Oswald", var(--sw-font-copy);')
    // Without a headline font, headings keep the copy font; a block theme never inherits one.
    expect(themeToCss(DEFAULT_THEME_STYLE, { fonts: { headline: null, copy: 'Lora' } })).toContain(
      '--sw-h1-font:var(--sw-font-copy);',
    )
  })

  for (const [name, values, build] of variants) {
    it(`pins every ${name} value`, async () => {
      const sections = values.map((value) => {
        const lines = changedLines(themeToCss(build(value)))
        return `/* ${name}: ${value} */\n${lines.length ? lines.join('\n') : '/* as the default theme */'}`
      })
      await expect(`${sections.join('\n')}\n`).toMatchFileSnapshot(fixture(name))
      // Each value but the default must change something, and values never share a CSS.
      const outputs = new Set(values.map((value) => themeToCss(build(value))))
      expect(outputs.size).toBe(values.length)
    })
  }

  it('is pure: the same theme gives the same CSS', () => {
    expect(themeToCss(structuredClone(DEFAULT_THEME_STYLE))).toBe(defaultCss)
  })
})
