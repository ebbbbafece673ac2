import { contrastRatio, parseColor } from '@sitewerk/contracts'
import { describe, expect, it } from 'vitest'
import { buildColorset } from '../test/fixtures'
import { AA_CONTRAST, FILLED_SHADE, chromeColorsOf, createPalette } from './chrome-colors'

const set = buildColorset

const contrast = (a: string, b: string) => contrastRatio(parseColor(a)!, parseColor(b)!)

describe('chrome colours of a colour set', () => {
  it('makes ten shades, light to dark, with the highlight colour as the filled shade', () => {
    const palette = createPalette(parseColor('#e6007e')!)
    expect(palette).toHaveLength(10)
    expect(palette[FILLED_SHADE]).toBe('#e6007e')
    expect(palette[0]).toBe('#fdebf5')
    expect(palette[9]).toBe('#6e003c')
    const luminance = palette.map((shade) => contrast(shade, '#000000'))
    expect([...luminance].sort((a, b) => b - a)).toEqual(luminance)
  })

  it('keeps white text on a dark highlight colour', () => {
    const colors = chromeColorsOf(set({ highlight_color: '#1d3557' }))!
    expect(colors.filled).toBe('#1d3557')
    expect(colors.onFilled).toBe('#ffffff')
    expect(contrast(colors.filledHover, '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST)
  })

  it('chooses black text where white fails AA on the highlight colour', () => {
    const colors = chromeColorsOf(set({ highlight_color: '#ffd800' }))!
    expect(contrast('#ffffff', '#ffd800')).toBeLessThan(AA_CONTRAST)
    expect(colors.onFilled).toBe('#000000')
    // hovering lightens under black text, so the text stays readable
    expect(contrast(colors.filledHover, '#000000')).toBeGreaterThanOrEqual(AA_CONTRAST)
    // links and the marked navigation entry take a darker shade that reads on white
    expect(colors.anchor).not.toBe('#ffd800')
    expect(contrast(colors.anchor, '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST)
    expect(contrast(colors.lightText, colors.palette[1]!)).toBeGreaterThanOrEqual(AA_CONTRAST)
  })

  it('dresses header and navigation in the set only where its text reads AA', () => {
    expect(
      chromeColorsOf(set({ background_color: '#fff8e7', text_color: '#222222' })),
    ).toMatchObject({
      surface: { background: '#fff8e7', color: '#222222' },
    })
    expect(
      chromeColorsOf(set({ background_color: '#ffffff', text_color: '#bbbbbb' }))?.surface,
    ).toBeNull()
    // a dark background would hide the back office's dimmed grey text
    expect(
      chromeColorsOf(set({ background_color: '#101010', text_color: '#ffffff' }))?.surface,
    ).toBeNull()
  })

  it('no colour set is the default look', () => {
    expect(chromeColorsOf(null)).toBeNull()
  })
})
