/**
 * The whole public document made of a drawn page, where the page was drawn: in the render worker
 * (issue #18). The main thread serves every request of every site; what it no longer does per
 * uncached page (join the document, digest it and its stylesheet, compress it) is done by the
 * workers, of which a busy site uses as many as the machine has cores.
 */
import { createHash } from 'node:crypto'
import { documentAround, type DocumentHead, type RenderedPage } from '@sitewerk/renderer'
import { compressNow, type Compressed, type Encoding } from './packed-document.ts'
import type { PagePlacer } from './placed-drawings.ts'

/** What the document around a drawn page needs besides the drawing. */
export interface DocumentRequest {
  /** The head, without what only the drawing tells: the stylesheet's version and the scripts. */
  head: Omit<DocumentHead, 'stylesheetHref' | 'scriptSrcs'>
  /** The stylesheet's address; `&v=` and the digest of the stylesheet are added. */
  stylesheetPath: string
  /** The script of a page that draws a form. */
  formIslandPath: string
  /** CSS that goes before the page's own in its stylesheet (fonts, themes, colour sets). */
  cssBefore: string
  /** A page without a row of its own (the not-found page): what fills its `<main>`, its CSS. */
  standIn?: { main: string; css: string }
  /** Made in this encoding as well, unless 'identity' (the document is then changed first). */
  encoding: Encoding
  /** Compressed fast: the document will not be kept (see packed-document.ts). */
  sentOnce: boolean
}

/** A public document, ready to send and keep. */
export interface DrawnDocument<Bytes = Buffer> {
  html: Bytes
  /** The strong validator of `html`. */
  etag: string
  /** The page's stylesheet, as its address in `html` names it. */
  css: Bytes
  compressed?: Compressed<Bytes>
}

/** A short digest of bytes, for validators and versioned addresses. */
const digestOf = (value: Buffer) =>
  createHash('sha1').update(value).digest('base64url').slice(0, 16)

/** The strong validator of a document's bytes. */
export const etagOf = (html: Buffer) => `"${digestOf(html)}"`

const EMPTY_MAIN = '<main id="main"></main>'

/**
 * The document of a drawn page: the head and scripts around its body, written by `write` (its
 * drawings as the bytes made of them once, placed-drawings.ts).
 */
export function documentOf(
  page: Omit<RenderedPage, 'body'> & { parts: string[] },
  request: DocumentRequest,
  write: PagePlacer['write'],
): DrawnDocument {
  const { standIn } = request
  const css = Buffer.from(
    `${request.cssBefore}\n${page.css}${standIn ? `\n${standIn.css}` : ''}`,
    'utf8',
  )
  // The stand-in's tree has no articles, so its `<main>` is empty until filled here.
  const parts = standIn
    ? [page.parts.join('').replace(EMPTY_MAIN, () => `<main id="main">${standIn.main}</main>`)]
    : page.parts
  const { before, after } = documentAround({
    head: {
      ...request.head,
      ...(page.forms.length ? { scriptSrcs: [request.formIslandPath] } : {}),
      stylesheetHref: `${request.stylesheetPath}&v=${digestOf(css)}`,
    },
    scripts: page.scripts.map((s) => s.script),
  })
  const html = write([before, ...parts, after])
  const { encoding } = request
  return {
    html,
    etag: etagOf(html),
    css,
    ...(encoding === 'identity'
      ? {}
      : { compressed: { encoding, body: compressNow(encoding, html, request.sentOnce) } }),
  }
}
