import { createPageRenderer } from './page-renderer.ts'
import type { RenderedPage, RenderedPageParts, RenderPageInput } from './types.ts'

/**
 * Renders a page tree with its layout to body HTML and one stylesheet. Never throws on content: a
 * block whose component is missing or whose template fails renders nothing and records a warning.
 */
export function renderPage(input: RenderPageInput): RenderedPage {
  const { parts, ...rendered } = renderPageParts(input)
  return { body: parts.join(''), ...rendered }
}

/**
 * `renderPage` with the body left in pieces (the skip link, the layout's header, each article, the
 * footer), which joined are its body. The server writes each piece as UTF-8 and sends the bytes
 * (issue #18): a page whose text holds a character beyond Latin-1 (a German quotation mark, a
 * dash, an emoji) is a two-byte string in V8, and joined into one string of over 64K characters it
 * is allocated in V8's large-object space, about a millisecond per page, every time it is joined.
 */
export function renderPageParts(input: RenderPageInput): RenderedPageParts {
  const { page } = input
  const renderer = createPageRenderer(input)
  const header = renderer.slot('header')
  const articles = renderer.articles(page)
  const footer = renderer.slot('footer')
  return {
    parts: bodyParts({ header, articles, footer }),
    css: renderer.css(page),
    scripts: renderer.scripts(page),
    forms: renderer.forms(),
    warnings: renderer.warnings,
  }
}

/** The body around the page's parts, in pieces: skip link, layout header, `<main>`, layout footer. */
function bodyParts({
  header,
  articles,
  footer,
}: {
  header: string
  articles: string[]
  footer: string
}) {
  return [
    '<a class="sw-skip-link" href="#main">Zum Inhalt springen</a>',
    header,
    '<main id="main">',
    ...articles,
    '</main>',
    footer,
  ]
}

/** The body around the page's parts: skip link, layout header, `<main>`, layout footer. */
export function pageBody({
  header,
  main,
  footer,
}: {
  header: string
  main: string
  footer: string
}) {
  return bodyParts({ header, articles: [main], footer }).join('')
}
