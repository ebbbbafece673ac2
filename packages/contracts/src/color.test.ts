import { describe, expect, it } from 'vitest'
import { ColorInput } from './color-fields.ts'
import { contrastRatio, parseColor, relativeLuminance } from './color.ts'

const rgba = (value: string, options?: { allowAlpha?: boolean }) => {
  const color = parseColor(value, options)
  return color && { r: color.r, g: color.g, b: color.b, a: color.a }
}

describe('parseColor', () => {
  it.each([
    ['#f0a', { r: 255, g: 0, b: 170, a: 1 }],
    ['#F0A8', { r: 255, g: 0, b: 170, a: 0.533 }],
    ['#e6007e', { r: 230, g: 0, b: 126, a: 1 }],
    ['#E6007E80', { r: 230, g: 0, b: 126, a: 0.502 }],
    ['  #000000  ', { r: 0, g: 0, b: 0, a: 1 }],
  ])('reads hex %s', (value, expected) => {
    expect(rgba(value)).toEqual(expected)
  })

  it.each([
    ['rgb(230, 0, 126)', { r: 230, g: 0, b: 126, a: 1 }],
    ['rgba(230,0,126,0.5)', { r: 230, g: 0, b: 126, a: 0.5 }],
    ['RGBA(230, 0, 126, 50%)', { r: 230, g: 0, b: 126, a: 0.5 }],
    ['rgb(230 0 126)', { r: 230, g: 0, b: 126, a: 1 }],
    ['rgb(230 0 126 / .25)', { r: 230, g: 0, b: 126, a: 0.25 }],
    ['rgb(100%, 0%, 50%)', { r: 255, g: 0, b: 128, a: 1 }],
    ['rgba(12.4, 12.6, 0, 1)', { r: 12, g: 13, b: 0, a: 1 }],
  ])('reads %s', (value, expected) => {
    expect(rgba(value)).toEqual(expected)
  })

  it.each([
    ['hsl(0, 100%, 50%)', { r: 255, g: 0, b: 0, a: 1 }],
    ['hsl(120deg 100% 25%)', { r: 0, g: 128, b: 0, a: 1 }],
    ['hsla(240, 100%, 50%, 0.4)', { r: 0, g: 0, b: 255, a: 0.4 }],
    ['hsl(0.5turn 100% 50% / 10%)', { r: 0, g: 255, b: 255, a: 0.1 }],
    ['hsl(-120, 100%, 50%)', { r: 0, g: 0, b: 255, a: 1 }],
    ['hsl(328, 100%, 45%)', { r: 230, g: 0, b: 122, a: 1 }],
    ['hsl(0, 0%, 100%)', { r: 255, g: 255, b: 255, a: 1 }],
  ])('reads %s', (value, expected) => {
    expect(rgba(value)).toEqual(expected)
  })

  it.each([
    '',
    'red',
    'transparent',
    '#ff',
    '#fffff',
    '#fffffff',
    '#gggggg',
    'ff0000',
    'rgb(256, 0, 0)',
    'rgb(-1, 0, 0)',
    'rgb(1, 2)',
    'rgb(1, 2, 3, 4, 5)',
    'rgba(1, 2, 3, 1.5)',
    'rgb(1 2 3, 0.5)',
    'rgb(1, 2, 3 / 0.5)',
    'rgb(1 2 / 0.5)',
    'rgb(1 2 3 /)',
    'rgb(a, b, c)',
    'rgb(1,,2,3)',
    'hsl(0, 100, 50)',
    'hsl(0, 101%, 50%)',
    'hsl(red, 100%, 50%)',
    'cmyk(0, 0, 0, 0)',
    'rgb(0, 0, 0); background: url(x)',
    'rgb(0, 0, 0))',
  ])('refuses %j', (value) => {
    expect(parseColor(value)).toBeNull()
  })

  it('forces alpha to 1 where transparency is not allowed (spec §5)', () => {
    expect(rgba('#e6007e80', { allowAlpha: false })).toEqual({ r: 230, g: 0, b: 126, a: 1 })
    expect(rgba('rgba(0, 0, 0, 0)', { allowAlpha: false })?.a).toBe(1)
    expect(rgba('hsla(0, 0%, 0%, .2)', { allowAlpha: false })?.a).toBe(1)
  })

  it('spells every colour one way', () => {
    expect(parseColor('#F0A')?.toCss()).toBe('#ff00aa')
    expect(parseColor('rgb(230 0 126)')?.toCss()).toBe('#e6007e')
    expect(parseColor('hsla(0, 100%, 50%, 1)')?.toCss()).toBe('#ff0000')
    expect(parseColor('#e6007e80')?.toCss()).toBe('rgba(230, 0, 126, 0.502)')
    expect(parseColor('#e6007e80', { allowAlpha: false })?.toCss()).toBe('#e6007e')
    expect(parseColor('rgb(0 0 0 / 0%)')?.toCss()).toBe('rgba(0, 0, 0, 0)')
  })

  it('parses its own output back to the same colour', () => {
    for (const value of ['#abc', '#12345678', 'hsl(200, 50%, 40%)', 'rgba(1, 2, 3, 0.333)']) {
      const css = parseColor(value)!.toCss()
      expect(parseColor(css)?.toCss()).toBe(css)
    }
  })
})

describe('contrastRatio (WCAG 2.1)', () => {
  const color = (value: string) => parseColor(value)!

  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio(color('#000'), color('#fff'))).toBe(21)
    expect(contrastRatio(color('#e6007e'), color('#e6007e'))).toBe(1)
  })

  it('does not depend on the order of the colours', () => {
    expect(contrastRatio(color('#fff'), color('#777'))).toBe(
      contrastRatio(color('#777'), color('#fff')),
    )
  })

  it.each([
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#e6007e', '#ffffff', 4.5],
    ['#f5a3cf', '#000000', 11.02],
    ['#0000ff', '#ffffff', 8.59],
  ])('%s on %s is %s', (fg, bg, expected) => {
    expect(contrastRatio(color(fg), color(bg))).toBeCloseTo(expected, 2)
  })

  it('uses the linear sRGB threshold of WCAG 2.1', () => {
    expect(relativeLuminance({ r: 10, g: 10, b: 10, a: 1 })).toBeCloseTo(10 / 255 / 12.92, 6)
    expect(relativeLuminance({ r: 255, g: 255, b: 255, a: 1 })).toBe(1)
  })
})

describe('ColorInput', () => {
  it('answers the normal spelling, or the message key color', () => {
    expect(ColorInput({ allowAlpha: true }).parse('rgb(0 0 0 / 50%)')).toBe('rgba(0, 0, 0, 0.5)')
    expect(ColorInput({ allowAlpha: false }).parse('#0008')).toBe('#000000')
    const result = ColorInput({ allowAlpha: true }).safeParse('blau')
    expect(result.error?.issues[0]?.message).toBe('color')
  })
})
