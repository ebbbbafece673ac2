/**
 * The whole public document made of a rendered page, where the page was rendered: in the render worker
 * (issue #18). The main thread serves every request of every site; what it no longer does per
 * uncached page (join the document, digest it and its stylesheet, compress it) is done by the
 * workers, of which a busy site uses as many as the machine has cores.
 */
import { createHash } from 'node:crypto'
import { documentAround, type DocumentHead, type RenderedPage } from '@sitewerk/renderer'
import { compressNow, type Compressed, type Encoding } from './encoded-document.ts'
import type { PagePlacer } from './placed-blocks.ts'

/** What the document around a rendered page needs besides the page's body. */
export interface DocumentRequest {
  /** The head, without what only the rendered body tells: the stylesheet's version and the scripts. */
  head: Omit<DocumentHead, 'stylesheetHref' | 'scriptSrcs'>
  /** The stylesheet's address; `&v=` and the digest of the stylesheet are added. */
  stylesheetPath: string
  /** The script of a page that shows a form. */
  formIslandPath: string
  /** CSS that goes before the page's own in its stylesheet (fonts, themes, colour sets). */
  cssBefore: string
  /**
   * The not-found page's built-in content, for a site without a page '404' of its own: what fills
   * its `<main>`, and its CSS ("stand-in" in the glossary of docs/architecture.md).
   */
  standIn?: { main: string; css: string }
  /** Made in this encoding as well, unless 'identity' (the document is then changed first). */
  encoding: Encoding
  /** Compressed fast: the document will not be cached (see encoded-document.ts). */
  sentOnce: boolean
}

/** A public document, ready to send and cache. */
export interface PageDocument<Bytes = Buffer> {
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
 * The document of a rendered page: the head and scripts around its body, written by `write` (its
 * rendered blocks as the bytes made of them once, placed-blocks.ts).
 */
export function documentOf(
  page: Omit<RenderedPage, 'body'> & { parts: string[] },
  request: DocumentRequest,
  write: PagePlacer['write'],
): PageDocument {
  const { standIn } = request
  const css = Buffer.from(
    `${request.cssBefore}\n${page.css}${standIn ? `\n${standIn.css}` : ''}`,
    'utf8',
  )
  // The built-in not-found page's tree has no articles, so its `<main>` is empty until filled here.
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
