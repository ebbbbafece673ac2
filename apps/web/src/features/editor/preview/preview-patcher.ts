import type { Article, Content, PageWithArticles, Section } from '@sitewerk/contracts'
import type { PageRenderer } from '@sitewerk/renderer'
import { syncChildren } from './sync-children'

/** The id of the `<style>` the preview document keeps the page's stylesheet in. */
export const PREVIEW_STYLE_ID = 'sw-preview-style'

/** A content as last drawn: the object and placement it was drawn from, by which renderer. */
interface DrawnContent {
  source: Content
  inFirstArticle: boolean
  renderer: PageRenderer
  html: string
  /** null: the content rendered nothing (unknown component, failing template). */
  el: Element | null
}

/** An article or section as last drawn: its opening tag, and its element. */
interface DrawnShell {
  tag: string
  el: Element
}

export interface PreviewUpdate {
  page: PageWithArticles
  /** Draws the blocks; a new one (new components, site or layout data) redraws what it changes. */
  renderer: PageRenderer
  /** CSS the page wears before its own: its theme at `:root` and its @font-face rules. */
  looksCss: string
}

/**
 * Where a content sits and its version: moving it or a sibling, or saving, changes these, never its
 * markup.
 */
const UNDRAWN_FIELDS = new Set(['order', 'section_id', 'article_id', 'updated_at'])

/**
 * Whether a content draws as it did: every field but its placement and version is the same value. Shallow on
 * purpose: the reducer gives an edited content new `data`, and a move renumbers the orders of
 * every content after it and the server's reorder gives all siblings a new version, which must not
 * render them all again.
 */
function drawsAlike(last: Content, next: Content): boolean {
  if (last === next) return true
  const keys = Object.keys(next) as (keyof Content)[]
  return (
    keys.length === Object.keys(last).length &&
    keys.every((key) => UNDRAWN_FIELDS.has(key) || last[key] === next[key])
  )
}

/** Blocks in the order the page shows them. */
export const byOrder = <T extends { order: number; id: number }>(items: readonly T[]) =>
  [...items].sort((a, b) => a.order - b.order || a.id - b.id)

/**
 * Keeps the preview document in step with the page in the editor. Each update compares the page
 * with what was drawn last and touches only what changed: a content whose object changed (the
 * editor's reducer replaces exactly the objects it edits) is rendered again and its element
 * replaced, an article or section whose own fields changed gets its new attributes, inserted,
 * deleted and moved blocks are inserted, removed and moved, and the stylesheet is written when it
 * differs. Elements stay where they are otherwise, so the frame keeps its scroll position.
 */
export function createPreviewPatcher(doc: Document) {
  const contents = new Map<number, DrawnContent>()
  const backgrounds = new Map<number, DrawnContent>()
  const sections = new Map<number, DrawnShell>()
  /** Sections' background photos, by section id: drawn again only when their markup changes. */
  const sectionBackgrounds = new Map<number, DrawnShell>()
  const articles = new Map<number, DrawnShell>()
  const slots = new Map<'header' | 'footer', DrawnShell>()
  let renderer: PageRenderer | null = null
  /** The content being edited in place: its element stays as the person types into it. */
  let held: number | null = null

  /** The first element of `html`, made in the frame's document. */
  function elementOf(html: string): Element | null {
    const template = doc.createElement('template')
    template.innerHTML = html
    return template.content.firstElementChild
  }

  function drawContent(
    drawn: Map<number, DrawnContent>,
    key: number,
    source: Content,
    inFirstArticle: boolean,
    draw: () => string,
  ): Element | null {
    const last = drawn.get(key)
    // drawn again once editing ends: its source stays the one last drawn until then
    if (drawn === contents && key === held && last?.el) return last.el
    if (
      last &&
      drawsAlike(last.source, source) &&
      last.inFirstArticle === inFirstArticle &&
      last.renderer === renderer
    )
      return last.el
    const html = draw()
    const el = last?.html === html ? last.el : html ? elementOf(html) : null
    drawn.set(key, { source, inFirstArticle, renderer: renderer!, html, el })
    return el
  }

  /** The element of an article or section with its current opening tag. */
  function drawShell(
    drawn: Map<number, DrawnShell>,
    id: number,
    tag: string,
    close: string,
  ): Element {
    const last = drawn.get(id)
    if (last?.tag === tag) return last.el
    const fresh = elementOf(`${tag}${close}`)!
    if (!last) {
      drawn.set(id, { tag, el: fresh })
      return fresh
    }
    for (const { name } of [...last.el.attributes])
      if (!fresh.hasAttribute(name)) last.el.removeAttribute(name)
    for (const { name, value } of [...fresh.attributes])
      if (last.el.getAttribute(name) !== value) last.el.setAttribute(name, value)
    last.tag = tag
    return last.el
  }

  function drawSection(section: Section, inFirstArticle: boolean, seen: Set<number>) {
    const el = drawShell(sections, section.id, renderer!.sectionTag(section), '</section>')
    const background = drawSectionBackground(section, inFirstArticle)
    const children = byOrder(section.contents).map((content) => {
      seen.add(content.id)
      return drawContent(contents, content.id, content, inFirstArticle, () =>
        renderer!.content(content, inFirstArticle),
      )
    })
    const drawn = children.filter((c): c is Element => c !== null)
    syncChildren(el, background ? [background, ...drawn] : drawn)
    return el
  }

  function drawSectionBackground(section: Section, inFirstArticle: boolean): Element | null {
    const html = renderer!.sectionBackground(section, inFirstArticle)
    const last = sectionBackgrounds.get(section.id)
    if (last?.tag === html) return last.el
    const el = html ? elementOf(html) : null
    if (el) sectionBackgrounds.set(section.id, { tag: html, el })
    else sectionBackgrounds.delete(section.id)
    return el
  }

  function drawArticle(article: Article, index: number, seen: Set<number>) {
    const inFirstArticle = index === 0
    const el = drawShell(articles, article.id, renderer!.articleTag(article), '</article>')
    const background = article.background_content
      ? drawContent(backgrounds, article.id, article.background_content, inFirstArticle, () =>
          renderer!.articleBackground(article, inFirstArticle),
        )
      : null
    if (!article.background_content) backgrounds.delete(article.id)
    const children = byOrder(article.sections).map((s) => {
      seen.add(-s.id) // sections share `seen` with contents under negative ids
      return drawSection(s, inFirstArticle, seen)
    })
    syncChildren(el, background ? [background, ...children] : children)
    return el
  }

  /** The layout's header or footer: drawn again only when the renderer changes. */
  function drawSlot(name: 'header' | 'footer', main: Element) {
    const html = renderer!.slot(name)
    const last = slots.get(name)
    if (last?.tag === html) return
    last?.el.remove()
    const el = html ? elementOf(html) : null
    if (!el) return void slots.delete(name)
    main.parentElement!.insertBefore(el, name === 'header' ? main : main.nextSibling)
    slots.set(name, { tag: html, el })
  }

  const forget = <T>(drawn: Map<number, T>, keep: (id: number) => boolean) => {
    for (const id of drawn.keys()) if (!keep(id)) drawn.delete(id)
  }

  return {
    /**
     * Keeps the element of content `id` (null: none) as it is through updates while the person
     * types into it in place; the next update after that draws it anew from its data.
     */
    hold(id: number | null) {
      // what editing left in the element (an editor's attributes) goes with the next draw
      if (held !== null && held !== id) contents.delete(held)
      held = id
    },
    update({ page, renderer: next, looksCss }: PreviewUpdate) {
      const main = doc.getElementById('main')
      if (!main) return
      const rendererChanged = next !== renderer
      renderer = next
      if (rendererChanged) {
        drawSlot('header', main)
        drawSlot('footer', main)
      }
      const seen = new Set<number>()
      const ordered = byOrder(page.articles)
      syncChildren(
        main,
        ordered.map((article, index) => drawArticle(article, index, seen)),
      )
      const articleIds = new Set(ordered.map((a) => a.id))
      forget(articles, (id) => articleIds.has(id))
      forget(backgrounds, (id) => articleIds.has(id))
      forget(sections, (id) => seen.has(-id))
      forget(sectionBackgrounds, (id) => seen.has(-id))
      forget(contents, (id) => seen.has(id))

      const style = doc.getElementById(PREVIEW_STYLE_ID)
      const css = `${looksCss}\n${next.css(page)}`
      if (style && style.textContent !== css) style.textContent = css
    },
  }
}

export type PreviewPatcher = ReturnType<typeof createPreviewPatcher>
