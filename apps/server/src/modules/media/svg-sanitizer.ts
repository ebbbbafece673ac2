import type * as Xmldom from '@xmldom/xmldom'
import type { Element, Node } from '@xmldom/xmldom'
import { onFirstUse } from '../../lib/on-first-use.ts'
import { assertDrawable, assertWithinLimits, SvgTooComplexError } from './svg-limits.ts'

/**
 * Uploaded SVGs are cleaned with an allow-list over a real XML parser (decision 006): drawing
 * elements stay; scripts, event handlers, foreignObject, external references (href, url(),
 * @import), comments, processing instructions and the DOCTYPE go. What cannot be cleaned
 * safely (entity declarations, malformed XML, a root that is not <svg>) is refused, and so is a
 * drawing past the limits of svg-limits.ts (decision 054).
 */
export class SvgRejectedError extends Error {
  constructor(
    message: string,
    readonly problem: 'svg_unsafe' | 'svg_too_complex' = 'svg_unsafe',
  ) {
    super(message)
  }
}

const loadXmldom = onFirstUse<typeof Xmldom>('@xmldom/xmldom')

const SVG_NS = 'http://www.w3.org/2000/svg'
const XLINK_NS = 'http://www.w3.org/1999/xlink'
const XML_NS = 'http://www.w3.org/XML/1998/namespace'
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/'

const ELEMENTS = new Set(
  [
    'svg', 'g', 'defs', 'desc', 'title', 'metadata', 'symbol', 'use', 'switch', 'view', 'style',
    'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
    'text', 'tspan', 'textPath',
    'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker',
    'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite',
    'feConvolveMatrix', 'feDiffuseLighting', 'feDisplacementMap', 'feDistantLight',
    'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur',
    'feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'fePointLight', 'feSpecularLighting',
    'feSpotLight', 'feTile', 'feTurbulence',
    'animate', 'animateTransform', 'animateMotion', 'mpath',
  ], // prettier-ignore
)
/** Links keep their drawing: the element goes, its children stay. */
const UNWRAP = new Set(['a'])
const ANIMATIONS = new Set(['animate', 'animateTransform', 'animateMotion'])
const ATTRIBUTE_NAME = /^[a-zA-Z][a-zA-Z0-9._-]*$/

/** CSS that can only reach the file itself: no @import, no url() but `url(#id)`, no escapes. */
export function isSafeCss(css: string): boolean {
  if (/\\|@import|expression\s*\(|javascript:|-moz-binding|behavior\s*:|image-set\s*\(/i.test(css))
    return false
  return !/url\s*\((?!\s*['"]?\s*#)/i.test(css)
}

const isLocalReference = (value: string) => value.trim().startsWith('#')

function keepAttribute(element: Element, name: string, ns: string | null, value: string) {
  if (ns === XMLNS_NS) return name === 'xmlns' || name === 'xmlns:xlink'
  if (ns === XML_NS) return name === 'xml:space' || name === 'xml:lang'
  if (ns === XLINK_NS) return name === 'xlink:href' && isLocalReference(value)
  if (ns !== null || !ATTRIBUTE_NAME.test(name) || /^on/i.test(name)) return false
  if (name === 'href') return isLocalReference(value)
  // <animate attributeName="href" to="javascript:..."> would write a link the parser never saw.
  if (name === 'attributeName' && ANIMATIONS.has(element.localName ?? ''))
    return !/href|^on/i.test(value)
  if (/javascript:|vbscript:|data:/i.test(value)) return false
  return isSafeCss(value)
}

function cleanElement(element: Element) {
  for (const attribute of Array.from(element.attributes)) {
    if (!keepAttribute(element, attribute.name, attribute.namespaceURI, attribute.value))
      element.removeAttributeNode(attribute)
  }
  if (element.localName === 'style' && !isSafeCss(element.textContent ?? '')) {
    while (element.firstChild) element.removeChild(element.firstChild)
  }
  cleanChildren(element)
}

function cleanChildren(parent: Node) {
  for (const child of Array.from(parent.childNodes)) {
    if (child.nodeType === child.TEXT_NODE || child.nodeType === child.CDATA_SECTION_NODE) continue
    if (child.nodeType !== child.ELEMENT_NODE) {
      parent.removeChild(child) // comments, processing instructions, doctype
      continue
    }
    const element = child as Element
    const allowed = element.namespaceURI === SVG_NS
    if (allowed && UNWRAP.has(element.localName ?? '')) {
      cleanChildren(element)
      while (element.firstChild) parent.insertBefore(element.firstChild, element)
      parent.removeChild(element)
    } else if (allowed && ELEMENTS.has(element.localName ?? '')) cleanElement(element)
    else parent.removeChild(element)
  }
}

const LENGTH = /^\s*(\d*\.?\d+(?:e[+-]?\d+)?)\s*(px|in|cm|mm|pt|pc)?\s*$/i
/** CSS pixels per absolute unit: `width="100in"` is drawn 9600 pixels wide. */
const PX_PER = { px: 1, in: 96, cm: 96 / 2.54, mm: 96 / 25.4, pt: 96 / 72, pc: 16 }
const length = (value: string | null) => {
  const match = value ? LENGTH.exec(value) : null
  if (!match) return null
  return Number(match[1]) * PX_PER[(match[2]?.toLowerCase() ?? 'px') as keyof typeof PX_PER]
}

/** width/height of the root in px, else from the viewBox; 300x150 (CSS's default) without both. */
function dimensionsOf(root: Element): { width: number; height: number } {
  const box = (root.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number)
  const hasBox = box.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0
  let width = length(root.getAttribute('width'))
  let height = length(root.getAttribute('height'))
  if (hasBox) {
    const ratio = box[2]! / box[3]!
    if (width === null && height === null) [width, height] = [box[2]!, box[3]!]
    else if (width === null) width = height! * ratio
    else if (height === null) height = width / ratio
  }
  const round = (n: number | null, fallback: number) =>
    n === null || !Number.isFinite(n) || n <= 0 ? fallback : Math.max(1, Math.round(n))
  return { width: round(width, 300), height: round(height, 150) }
}

/** Runs a check of svg-limits.ts; what it refuses is refused as too complex. */
function tooComplexIs(check: () => void) {
  try {
    check()
  } catch (error) {
    if (error instanceof SvgTooComplexError)
      throw new SvgRejectedError(error.message, 'svg_too_complex')
    throw error
  }
}

/** The cleaned SVG and its size in CSS pixels. Throws SvgRejectedError for what is refused. */
export function sanitizeSvg(source: string): { svg: string; width: number; height: number } {
  // Entities are the billion-laughs and external-entity door; no drawing needs them.
  if (/<!ENTITY/i.test(source) || /<!DOCTYPE[^>]*\[/i.test(source))
    throw new SvgRejectedError('entity declarations')
  const { DOMParser, XMLSerializer } = loadXmldom()
  tooComplexIs(() => assertWithinLimits(source))
  let root: Element | null
  try {
    const document = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new SvgRejectedError(message)
      },
    }).parseFromString(source, 'image/svg+xml')
    root = document.documentElement
  } catch {
    throw new SvgRejectedError('not well-formed XML')
  }
  if (!root || root.localName !== 'svg' || root.namespaceURI !== SVG_NS)
    throw new SvgRejectedError('the root element is not <svg>')
  tooComplexIs(() => assertDrawable(root))
  cleanElement(root)
  // Without it a browser shows the file as XML, not as a drawing.
  if (!root.hasAttribute('xmlns')) root.setAttribute('xmlns', SVG_NS)
  const svg = new XMLSerializer().serializeToString(root)
  return { svg, ...dimensionsOf(root) }
}
