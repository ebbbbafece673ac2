import { describe, expect, it } from 'vitest'
import { isSafeCss, sanitizeSvg, SvgRejectedError } from './svg-sanitizer.ts'
import { nestedUseSvg } from '../../test/media.ts'

/** `<use>` of `<use>` of …, `depth` times, down to a rectangle. */
const useChain = (depth: number) =>
  '<defs><g id="l0"><rect width="1" height="1"/></g>' +
  Array.from({ length: depth - 1 }, (_, i) => `<g id="l${i + 1}"><use href="#l${i}"/></g>`).join(
    '',
  ) +
  `</defs><use href="#l${depth - 1}"/>`

const svg = (inner: string, attrs = 'width="40" height="20"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attrs}>${inner}</svg>`

describe('sanitizeSvg', () => {
  it('keeps a drawing with local references as it is', () => {
    const source = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#e6007e"/></linearGradient></defs><rect width="40" height="20" fill="url(#g)"/><use xlink:href="#g"/>',
    )
    const { svg: out, width, height } = sanitizeSvg(source)
    expect(out).toContain('fill="url(#g)"')
    expect(out).toContain('xlink:href="#g"')
    expect(out).toContain('<stop offset="0" stop-color="#e6007e"/>')
    expect([width, height]).toEqual([40, 20])
  })

  it.each([
    ['a script element', '<script>alert(1)</script><rect width="1" height="1"/>', /script|alert/i],
    [
      'an event handler',
      '<rect width="1" height="1" onclick="alert(1)" ONLOAD="x()"/>',
      /onclick|onload|alert/i,
    ],
    [
      'foreignObject',
      '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>',
      /foreignObject|div/,
    ],
    [
      'an external href',
      '<use href="https://evil.test/x.svg#a"/><image href="http://evil.test/a.png"/>',
      /evil/,
    ],
    ['an external xlink:href', '<use xlink:href="//evil.test/x.svg#a"/>', /evil/],
    [
      'a javascript link',
      '<a href="javascript:alert(1)"><rect width="1" height="1"/></a>',
      /javascript|<a/,
    ],
    [
      'a url() to outside',
      '<rect width="1" height="1" fill="url(https://evil.test/p)" style="background:url(//evil.test/x)"/>',
      /evil/,
    ],
    [
      '@import in a style element',
      '<style>@import url(https://evil.test/a.css); rect{fill:red}</style>',
      /evil|@import/,
    ],
    [
      'an escaped url in a style element',
      '<style>rect{fill:u\\72l(https://evil.test/x)}</style>',
      /evil/,
    ],
    [
      'an animation that writes a link',
      '<a><animate attributeName="href" to="javascript:alert(1)"/></a>',
      /attributeName="href"/,
    ],
    [
      'a processing instruction',
      '<?xml-stylesheet href="https://evil.test/a.css"?><rect width="1" height="1"/>',
      /evil|xml-stylesheet/,
    ],
    ['a comment', '<!-- secret --><rect width="1" height="1"/>', /secret/],
    ['a data: image', '<image href="data:image/svg+xml;base64,PHN2Zz4="/>', /data:/],
  ])('removes %s', (_, inner, forbidden) => {
    const { svg: out } = sanitizeSvg(svg(inner))
    expect(out).not.toMatch(forbidden)
    expect(out.startsWith('<svg')).toBe(true)
  })

  it('keeps the drawing inside a link', () => {
    const { svg: out } = sanitizeSvg(svg('<a href="https://x.test"><circle r="3"/></a>'))
    expect(out).toContain('<circle r="3"/>')
    expect(out).not.toContain('<a')
  })

  it('gives an svg without a namespace the SVG namespace', () => {
    const { svg: out } = sanitizeSvg('<svg width="1" height="1"><rect/></svg>')
    expect(out).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
  })

  it('drops a DOCTYPE without entities', () => {
    const source = `<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${svg('<rect width="1" height="1"/>')}`
    const { svg: out } = sanitizeSvg(source)
    expect(out).not.toMatch(/DOCTYPE|w3\.org\/Graphics/)
    expect(out).toContain('<rect')
  })

  it.each([
    [
      'entity declarations',
      `<!DOCTYPE svg [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;">]>${svg('<text>&b;</text>')}`,
    ],
    [
      'an external entity',
      `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg('<text>&x;</text>')}`,
    ],
    ['malformed XML', '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'],
    ['an undefined entity', svg('<text>&nope;</text>')],
    ['a root that is not svg', '<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>'],
    ['an svg in another namespace', '<svg xmlns="urn:x" width="1" height="1"><rect/></svg>'],
    ['plain text', 'just text'],
  ])('refuses %s', (_, source) => {
    expect(() => sanitizeSvg(source)).toThrow(SvgRejectedError)
  })

  it.each([
    ['10⁸ shapes by nested <use>', nestedUseSvg().toString()],
    ['a <use> chain five deep', svg(useChain(5))],
    ['a <use> of its own group', svg('<g id="a"><rect/><use href="#a"/></g>')],
    ['a <use> of itself', svg('<use id="u" xlink:href="#u"/>')],
    ['51 groups inside one another', svg('<g>'.repeat(51) + '</g>'.repeat(51))],
    ['10,001 elements', svg('<rect/>'.repeat(10_000))],
  ])('refuses %s as too complex to draw', (_, source) => {
    expect(() => sanitizeSvg(source)).toThrow(
      expect.objectContaining({ problem: 'svg_too_complex' }),
    )
  })

  it('keeps a drawing within the limits: a <use> chain four deep, a symbol used 500 times', () => {
    expect(sanitizeSvg(svg(useChain(4))).svg).toContain('<use href="#l3"/>')
    const symbol = '<symbol id="s"><circle r="1"/><path d="M0 0h1"/></symbol>'
    const uses = '<use href="#s"/>'.repeat(500)
    expect(sanitizeSvg(svg(`<defs>${symbol}</defs>${uses}`)).svg).toContain(uses)
  })

  it.each([
    ['width="120px" height="60"', [120, 60]],
    ['width="1in" height="2.54cm"', [96, 96]],
    ['viewBox="0 0 300 100"', [300, 100]],
    ['width="600" viewBox="0,0,300,100"', [600, 200]],
    ['width="100%" height="50%" viewBox="0 0 64 32"', [64, 32]],
    ['', [300, 150]],
  ])('reads the size of <svg %s>', (attrs, size) => {
    const { width, height } = sanitizeSvg(svg('<rect/>', attrs))
    expect([width, height]).toEqual(size)
  })
})

describe('isSafeCss', () => {
  it('accepts local url() and refuses external ones', () => {
    expect(isSafeCss('fill: url(#a); stroke: url( "#b" )')).toBe(true)
    expect(isSafeCss('fill: url(a.png)')).toBe(false)
    expect(isSafeCss("fill: url('https://x')")).toBe(false)
  })
})
