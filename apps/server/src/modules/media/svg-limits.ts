import type * as Saxes from 'saxes'
import type { Element } from '@xmldom/xmldom'
import { onFirstUse } from '../../lib/on-first-use.ts'

/**
 * How much drawing an uploaded SVG may ask for (decision 054). A renderer draws every `<use>` as a
 * copy of what it points at, so ten `<use>` per level over eight levels are 10⁸ shapes from a
 * 3 KB file: librsvg burnt some 3.6 s of CPU per icon size on one. Real logos and icons stay far
 * below every limit here (a detailed logo: a few hundred elements, `<use>` one or two deep).
 */
export const SVG_LIMITS = {
  /** Elements in the file. */
  elements: 10_000,
  /** Elements inside one another: the cleaning and serialising walk the tree recursively. */
  depth: 50,
  /** `<use>` pointing at something that holds a `<use>` pointing at …, at most this many times. */
  useDepth: 4,
  /** Elements drawn once every `<use>` is replaced by a copy of what it points at. */
  drawnElements: 20_000,
} as const

/** Why a drawing is refused; the sanitizer turns it into its own rejection. */
export class SvgTooComplexError extends Error {}

const XLINK_NS = 'http://www.w3.org/1999/xlink'

const loadSaxes = onFirstUse<typeof Saxes>('saxes')

/**
 * Counts elements and nesting in one streaming pass before any tree is built, and stops at the
 * first one past the limits: a 20 MB upload of `<g>` in `<g>` costs milliseconds here, where the
 * DOM parser spent 6 s on 600 KB of it. Entity declarations were refused before (the sanitizer).
 */
export function assertWithinLimits(source: string) {
  const parser = new (loadSaxes().SaxesParser)()
  let elements = 0
  let depth = 0
  parser.on('opentag', () => {
    if (++elements > SVG_LIMITS.elements) throw new SvgTooComplexError('too many elements')
    if (++depth > SVG_LIMITS.depth) throw new SvgTooComplexError('nested too deep')
  })
  parser.on('closetag', () => void depth--)
  // Malformed XML is the DOM parser's to refuse, with its own reason: here only the counts matter.
  parser.on('error', () => {})
  parser.write(source).close()
}

/** The element a `<use>` points at (`href` or `xlink:href`, `#id`), or null. */
function targetOf(use: Element, byId: Map<string, Element>) {
  const href = use.getAttribute('href') ?? use.getAttributeNS(XLINK_NS, 'href') ?? ''
  return href.trim().startsWith('#') ? (byId.get(href.trim().slice(1)) ?? null) : null
}

/**
 * Refuses a drawing past SVG_LIMITS with SvgTooComplexError: too many or too deeply nested
 * elements, `<use>` chains or cycles, or more elements drawn than allowed once `<use>` is expanded.
 */
export function assertDrawable(root: Element) {
  const byId = new Map<string, Element>()
  // The first of an id wins, as in a browser; depth is bounded by assertWithinLimits.
  const collect = (element: Element) => {
    const id = element.getAttribute('id')
    if (id && !byId.has(id)) byId.set(id, element)
    for (let child = element.firstChild; child; child = child.nextSibling)
      if (child.nodeType === child.ELEMENT_NODE) collect(child as Element)
  }
  collect(root)
  /** Per element: what it draws with its copies, and how many `<use>` deep its copies go. */
  const known = new Map<Element, { drawn: number; useDepth: number }>()
  const visiting = new Set<Element>()

  // Recursion stays shallow: depth ≤ 50 per tree, and a chain of <use> stops past useDepth.
  function measure(element: Element, uses: number): { drawn: number; useDepth: number } {
    if (uses > SVG_LIMITS.useDepth) throw new SvgTooComplexError('<use> nested too deep')
    const done = known.get(element)
    if (done) return done
    if (visiting.has(element)) throw new SvgTooComplexError('<use> refers to itself')
    visiting.add(element)
    let drawn = 1
    let useDepth = 0
    for (let child = element.firstChild; child; child = child.nextSibling) {
      if (child.nodeType !== child.ELEMENT_NODE) continue
      const inner = measure(child as Element, uses)
      drawn += inner.drawn
      useDepth = Math.max(useDepth, inner.useDepth)
    }
    const target = element.localName === 'use' ? targetOf(element, byId) : null
    if (target) {
      const copy = measure(target, uses + 1)
      drawn += copy.drawn
      useDepth = Math.max(useDepth, copy.useDepth + 1)
    }
    if (drawn > SVG_LIMITS.drawnElements) throw new SvgTooComplexError('too much to draw')
    if (useDepth > SVG_LIMITS.useDepth) throw new SvgTooComplexError('<use> nested too deep')
    visiting.delete(element)
    const result = { drawn, useDepth }
    known.set(element, result)
    return result
  }
  measure(root, 0)
}
