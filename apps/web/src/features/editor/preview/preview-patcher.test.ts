import type { PageWithArticles } from '@sitewerk/contracts'
import { createLiquidEngine, createPageRenderer, type PageRenderer } from '@sitewerk/renderer'
import { component, content as buildContent } from '@sitewerk/renderer/test-builders'
import { describe, expect, it, vi } from 'vitest'
import type { EditorAction } from '../actions'
import { editorReducer } from '../reducer'
import { content, testState } from '../reducer/test-page'
import type { EditorState } from '../state'
import { previewDocument } from './preview-document'
import { PREVIEW_STYLE_ID, createPreviewPatcher } from './preview-patcher'

const note = component('note', '<p>{{ text }}</p>', { id: 1, css: '.sw-c-note p{margin:0}' })
const quote = component('quote', '<blockquote>{{ text }}</blockquote>', {
  id: 2,
  css: '.sw-c-quote{font-style:italic}',
})
const engine = createLiquidEngine()

const rendererFor = (page: PageWithArticles, site = 'Sonne') =>
  createPageRenderer({
    site: { title: site, description: null, variables: {} },
    page,
    layout: null,
    components: new Map([note, quote].map((c) => [c.id, c])),
    navigation: [],
    engine,
  })

/** A preview document in jsdom with the page drawn once, and a way to apply editor actions. */
function openPreview() {
  const doc = document.implementation.createHTMLDocument()
  doc.documentElement.innerHTML = new DOMParser().parseFromString(
    previewDocument('de'),
    'text/html',
  ).documentElement.innerHTML
  const patcher = createPreviewPatcher(doc)
  let state: EditorState = testState()
  let renderer: PageRenderer = rendererFor(state.page)
  patcher.update({ page: state.page, renderer, looksCss: ':root{--x:1}' })
  const main = doc.getElementById('main')!
  return {
    doc,
    main,
    el: (selector: string) => doc.querySelector(selector),
    hold: (id: number | null) => patcher.hold(id),
    redraw: () => patcher.update({ page: state.page, renderer, looksCss: ':root{--x:1}' }),
    dispatch(action: EditorAction) {
      state = editorReducer(state, action)
      patcher.update({ page: state.page, renderer, looksCss: ':root{--x:1}' })
    },
    replaceRenderer(next: PageRenderer) {
      renderer = next
      patcher.update({ page: state.page, renderer, looksCss: ':root{--x:1}' })
    },
    /** The main part as a fresh render of the current page draws it. */
    expected: () => rendererFor(state.page).main(state.page),
    page: () => state.page,
  }
}

describe('the preview patcher', () => {
  it('draws the page as the public renderer does, with its stylesheet', () => {
    const preview = openPreview()

    expect(preview.main.innerHTML).toBe(preview.expected())
    const css = preview.doc.getElementById(PREVIEW_STYLE_ID)!.textContent
    expect(css).toMatch(/^:root\{--x:1\}\n/)
    expect(css).toContain('.sw-c-note p{margin:0}')
  })

  it('replaces only the content that was typed in and keeps every other element', () => {
    const preview = openPreview()
    const typed = preview.el('#content-112')
    const neighbour = preview.el('#content-111')
    const section = preview.el('#section-11')

    preview.dispatch({
      type: 'itemChanged',
      kind: 'content',
      id: 112,
      changes: { data: { text: 'Neu getippt' } },
    })

    expect(preview.el('#content-112')).not.toBe(typed)
    expect(preview.el('#content-112')!.textContent).toBe('Neu getippt')
    expect(preview.el('#content-111')).toBe(neighbour)
    expect(preview.el('#section-11')).toBe(section)
    expect(preview.main.innerHTML).toBe(preview.expected())
  })

  it('keeps the element someone types into in place, and draws it from its data once they leave', () => {
    const preview = openPreview()
    const typed = preview.el('#content-112')!
    const change = { type: 'itemChanged', kind: 'content', id: 112 } as const

    preview.hold(112)
    typed.textContent = 'Neu getippt'
    preview.dispatch({ ...change, changes: { data: { text: 'Neu getippt' } } })
    expect(preview.el('#content-112')).toBe(typed)
    preview.hold(null)
    preview.redraw()

    expect(preview.el('#content-112')).not.toBe(typed)
    expect(preview.main.innerHTML).toBe(preview.expected())
  })

  it('gives a section its new attributes on the same element, its contents untouched', () => {
    const preview = openPreview()
    const section = preview.el('#section-11')
    const inner = preview.el('#content-111')

    preview.dispatch({ type: 'itemChanged', kind: 'section', id: 11, changes: { title: 'Oben' } })

    expect(preview.el('#section-11')).toBe(section)
    expect(section!.getAttribute('aria-label')).toBe('Oben')
    expect(preview.el('#content-111')).toBe(inner)
    expect(preview.main.innerHTML).toBe(preview.expected())
  })

  it('draws a section’s background photo before its contents, and takes it away again', () => {
    const preview = openPreview()
    const section = preview.el('#section-11')
    const inner = preview.el('#content-111')
    const photo = { id: 9, filename: 'feld.jpg', width: 1600, height: 900, focus: { x: 10, y: 90 } }

    preview.dispatch({
      type: 'itemChanged',
      kind: 'section',
      id: 11,
      changes: { background: photo },
    })

    expect(preview.el('#section-11')).toBe(section)
    expect(section!.classList).toContain('sw-section--background')
    expect(section!.firstElementChild!.className).toBe('sw-section__background')
    expect(section!.querySelector('img')!.getAttribute('style')).toBe('object-position:10% 90%')
    expect(preview.el('#content-111')).toBe(inner)
    expect(preview.main.innerHTML).toBe(preview.expected())

    preview.dispatch({
      type: 'itemChanged',
      kind: 'section',
      id: 11,
      changes: { background: null },
    })

    expect(section!.querySelector('.sw-section__background')).toBeNull()
    expect(preview.el('#content-111')).toBe(inner)
    expect(preview.main.innerHTML).toBe(preview.expected())
  })

  it('moves, deletes and inserts blocks by moving the elements it has', () => {
    const preview = openPreview()
    const moved = preview.el('#content-113')
    const article = preview.el('#article-2')

    preview.dispatch({ type: 'blockMoved', kind: 'content', id: 113, parentId: 12, index: 0 })
    expect(preview.el('#content-113')).toBe(moved)
    expect(moved!.parentElement!.id).toBe('section-12')
    expect(preview.main.innerHTML).toBe(preview.expected())

    preview.dispatch({ type: 'blockMoved', kind: 'article', id: 2, parentId: 7, index: 0 })
    expect(preview.main.firstElementChild).toBe(article)
    expect(preview.main.innerHTML).toBe(preview.expected())

    preview.dispatch({ type: 'blockDeleted', kind: 'content', id: 111 })
    expect(preview.el('#content-111')).toBeNull()
    expect(preview.main.innerHTML).toBe(preview.expected())

    const added = { ...buildContent(quote, { text: 'Zitat' }), id: 500, section_id: 21, order: 1 }
    preview.dispatch({
      type: 'blockInserted',
      kind: 'content',
      block: added,
      parentId: 21,
      index: 0,
    })
    expect(preview.el('#content-500')!.textContent).toBe('Zitat')
    expect(preview.main.innerHTML).toBe(preview.expected())
    // The stylesheet follows: the newly used component's CSS is in it.
    expect(preview.doc.getElementById(PREVIEW_STYLE_ID)!.textContent).toContain(
      '.sw-c-quote{font-style:italic}',
    )
  })

  it('renders no content again when a move only renumbers the contents after it', () => {
    const preview = openPreview()
    const renumbered = preview.el('#content-112')

    preview.dispatch({ type: 'blockMoved', kind: 'content', id: 111, parentId: 11, index: 2 })

    expect(preview.el('#content-112')).toBe(renumbered)
    expect(preview.main.innerHTML).toBe(preview.expected())
  })

  it('renders no content again when the server gives the contents new versions', () => {
    const preview = openPreview()
    const versions = (updated_at: string): EditorAction => ({
      type: 'refreshed',
      items: [111, 112].map((id) => ({ kind: 'content', id, fields: { updated_at } })),
    })
    preview.dispatch(versions('2026-11-22T10:00:00.000Z'))
    const renderer = rendererFor(preview.page())
    preview.replaceRenderer(renderer)
    const content = vi.spyOn(renderer, 'content')

    preview.dispatch(versions('2026-11-22T10:05:00.000Z'))

    expect(content).not.toHaveBeenCalled()
    expect(preview.main.innerHTML).toBe(preview.expected())
  })

  it('after undo shows the page as it was', () => {
    const preview = openPreview()
    const before = preview.main.innerHTML
    preview.dispatch({ type: 'itemChanged', kind: 'article', id: 1, changes: { height: 'full' } })
    preview.dispatch({
      type: 'itemChanged',
      kind: 'content',
      id: 121,
      changes: { data: { text: 'anders' } },
    })
    preview.dispatch({ type: 'undone' })
    preview.dispatch({ type: 'undone' })

    expect(preview.main.innerHTML).toBe(before)
  })

  it('with a new renderer redraws only the contents whose markup it changes', () => {
    const preview = openPreview()
    const plain = preview.el('#content-111')

    preview.replaceRenderer(rendererFor(preview.page(), 'Mond'))

    expect(preview.el('#content-111')).toBe(plain)
    expect(preview.main.innerHTML).toBe(preview.expected())
  })

  it('keeps a block that rendered nothing out of the document until it renders', () => {
    const preview = openPreview()
    const broken = { ...content(600, 21, 1), component_id: 99 }

    preview.dispatch({
      type: 'blockInserted',
      kind: 'content',
      block: broken,
      parentId: 21,
      index: 0,
    })
    expect(preview.el('#content-600')).toBeNull()

    preview.dispatch({
      type: 'itemChanged',
      kind: 'content',
      id: 600,
      changes: { component_id: 1 },
    })
    expect(preview.el('#content-600')).not.toBeNull()
    expect(preview.main.innerHTML).toBe(preview.expected())
  })
})
