import { describe, expect, it } from 'vitest'
import { fontFaceCss, fontMimeType } from './font-face-css.ts'

describe('fontFaceCss', () => {
  it('writes one swap @font-face per file with the format hint CSS knows it by', () => {
    const css = fontFaceCss({
      family: 'Hausschrift',
      faces: [
        { url: '/fonts/own/1-abcdef12.ttf', format: 'ttf', style: 'normal', weight: [1, 1000] },
        { url: '/fonts/own/2-12345678.otf', format: 'otf', style: 'italic', weight: 400 },
      ],
    })
    expect(css).toBe(
      '@font-face{font-family:"Hausschrift";font-style:normal;font-weight:1 1000;font-display:swap;src:url(/fonts/own/1-abcdef12.ttf) format("truetype")}\n' +
        '@font-face{font-family:"Hausschrift";font-style:italic;font-weight:400;font-display:swap;src:url(/fonts/own/2-12345678.otf) format("opentype")}',
    )
    expect(fontMimeType('woff2')).toBe('font/woff2')
  })
})
