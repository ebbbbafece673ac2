import { describe, expect, it } from 'vitest'
import { CreateThemeBody, DEFAULT_THEME_STYLE, ThemeSettings, UpdateThemeBody } from './theme.ts'

describe('theme contract', () => {
  it('fills every setting with its spec §3 default', () => {
    const settings = ThemeSettings.parse({})
    expect(settings.typography.text).toEqual({
      size: null,
      weight: 400,
      lineHeight: 1.5,
      color: '#000000',
      fontname: null,
    })
    expect(settings.typography.h6.color).toBeNull()
    expect(settings).toMatchObject({
      textAlign: 'justify',
      link: { color: null, decoration: 'default', hoverColor: null, hoverDecoration: 'default' },
      lists: { unordered: 'disc', ordered: 'decimal' },
    })
    expect(DEFAULT_THEME_STYLE).toMatchObject({
      highlightColor: '#e6007e',
      secondaryColor: '#f5a3cf',
      backgroundColor: '#ffffff',
    })
  })

  it('keeps stored settings and fills only what is missing', () => {
    const settings = ThemeSettings.parse({ typography: { h1: { size: '3rem' } } })
    expect(settings.typography.h1).toMatchObject({ size: '3rem', weight: 400, lineHeight: 1.5 })
  })

  it('normalises colours of a request and forces base colours opaque', () => {
    const body = CreateThemeBody.parse({
      title: 'Sonne',
      backgroundColor: '#ffffff80',
      link: { hoverColor: 'hsla(0, 100%, 50%, .5)' },
    })
    expect(body.backgroundColor).toBe('#ffffff')
    expect(body.link?.hoverColor).toBe('rgba(255, 0, 0, 0.5)')
  })

  it('names the field of a wrong value by its path', () => {
    const result = UpdateThemeBody.safeParse({
      spacing: 'huge',
      typography: { h2: { color: 'blau', size: '12px; color: red' } },
      lists: { ordered: 'greek' },
    })
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message.split(':')[0]])).toEqual(
      expect.arrayContaining([
        ['spacing', expect.any(String)],
        ['typography.h2.color', 'color'],
        ['typography.h2.size', 'css_size'],
        ['lists.ordered', expect.any(String)],
      ]),
    )
  })

  it('refuses a font name that could break out of a CSS string', () => {
    expect(UpdateThemeBody.safeParse({ typography: { text: { fontname: 'A"}' } } }).success).toBe(
      false,
    )
    expect(
      UpdateThemeBody.safeParse({ typography: { text: { fontname: 'Open Sans' } } }).success,
    ).toBe(true)
  })
})
