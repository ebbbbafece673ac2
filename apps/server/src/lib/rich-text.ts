import type SanitizeHtml from 'sanitize-html'
import { isPlainText, mapFieldValues, plainTextToHtml, type FormField } from '@sitewerk/contracts'
import { onFirstUse } from './on-first-use.ts'

const loadSanitizeHtml = onFirstUse<typeof SanitizeHtml>('sanitize-html')

/*
 * Decision 011: what a `wysiwyg` and an `html` field may hold once saved. Both are allow-lists;
 * neither lets a script, an event handler, a javascript: (or data:) URL, an iframe, a form
 * control, <style> or SVG through.
 */

const SCHEMES = ['http', 'https', 'mailto', 'tel']

/** A link opens in this tab or a new one; a new tab must not get a handle on this page. */
const safeTarget: SanitizeHtml.Transformer = (tagName, { target, ...attribs }) => ({
  tagName,
  attribs: target === '_blank' ? { ...attribs, target, rel: 'noopener noreferrer' } : attribs,
})

/** What the rich-text editor makes (Tiptap StarterKit + Link, headings h2–h4), nothing more. */
const RICH_TEXT: SanitizeHtml.IOptions = {
  allowedTags: 'p br h2 h3 h4 strong b em i u s code pre ul ol li blockquote a hr'.split(' '),
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    ol: ['start'],
  },
  allowedSchemes: SCHEMES,
  allowProtocolRelative: false,
  // The page title is the h1; pasted h5/h6 keep being headings at the smallest level offered.
  transformTags: { h1: 'h2', h5: 'h4', h6: 'h4', a: safeTarget },
}

/** Raw HTML by design: layout, media and tables with classes and inline styles, but no code. */
const rawHtml = (defaults: typeof SanitizeHtml.defaults): SanitizeHtml.IOptions => ({
  allowedTags: [
    ...defaults.allowedTags,
    ...'img picture source video audio track details summary del ins'.split(' '),
  ],
  allowedAttributes: {
    '*': ['class', 'id', 'title', 'lang', 'dir', 'role', 'style', 'aria-*', 'data-*'],
    a: ['href', 'name', 'rel', 'target'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
    source: ['src', 'srcset', 'sizes', 'type', 'media'],
    video: ['src', 'poster', 'width', 'height', 'controls', 'muted', 'loop', 'playsinline'],
    audio: ['src', 'controls', 'loop'],
    track: ['src', 'kind', 'srclang', 'label', 'default'],
    ol: ['start', 'reversed', 'type'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    time: ['datetime'],
  },
  allowedSchemes: SCHEMES,
  allowProtocolRelative: false,
  transformTags: { a: safeTarget },
})
/** RAW_HTML builds on the package's defaults: made at the first use, with the package. */
let RAW_HTML: SanitizeHtml.IOptions | undefined

/** A `wysiwyg` value made safe to print unescaped; plain text becomes paragraphs first. */
export const sanitizeRichText = (value: string) =>
  loadSanitizeHtml()(isPlainText(value) ? plainTextToHtml(value) : value, RICH_TEXT)

/** An `html` value made safe to print unescaped. */
export const sanitizeRawHtml = (html: string) =>
  loadSanitizeHtml()(html, (RAW_HTML ??= rawHtml(loadSanitizeHtml().defaults)))

/**
 * `data` (already checked against `form`) with every `wysiwyg` and `html` value sanitised, at
 * any depth of groups and repeats. Templates print these values with `| raw`.
 */
export function sanitizeFormData(form: readonly FormField[], data: Record<string, unknown>) {
  return mapFieldValues(form, data, (field, value) => {
    if (typeof value !== 'string') return value
    if (field.$formkit === 'wysiwyg') return sanitizeRichText(value)
    if (field.$formkit === 'html') return sanitizeRawHtml(value)
    return value
  })
}
