import { createPageRenderer } from './page-renderer.ts'
import type { RenderedPage, RenderPageInput } from './types.ts'

/**
 * Renders a page tree with its layout to body HTML and one stylesheet. Never throws on content: a
 * block whose component is missing or whose template fails renders nothing and records a warning.
 */
export function renderPage(input: RenderPageInput): RenderedPage {
  const { page } = input
  const renderer = createPageRenderer(input)
  const header = renderer.slot('header')
  const main = renderer.main(page)
  const footer = renderer.slot('footer')
  return {
    body: pageBody({ header, main, footer }),
    css: renderer.css(page),
    scripts: renderer.scripts(page),
    forms: renderer.forms(),
    warnings: renderer.warnings,
  }
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
  return `<a class="sw-skip-link" href="#main">Zum Inhalt springen</a>${header}<main id="main">${main}</main>${footer}`
}
