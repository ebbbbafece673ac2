import { describe, expect, it, vi } from 'vitest'
import type { Selection } from '../state'
import { wireFrameInteractions } from './frame-interactions'

/** A frame document with a layout header content (no block of the page) and one article. */
function frameDocument() {
  const doc = document.implementation.createHTMLDocument()
  doc.body.innerHTML =
    '<div class="sw-layout sw-layout--header"><div data-sw-content="9"><a href="/kontakt">Kontakt</a></div></div>' +
    '<main id="main"><article data-sw-article="1"><section data-sw-section="11">' +
    '<div data-sw-content="111"><p>Hallo <a href="/weiter">weiter</a></p></div>' +
    '</section></article></main>'
  const labels: Record<string, string> = {
    'article-1': 'Artikel: Start',
    'section-11': 'Abschnitt',
    'content-111': 'Text',
  }
  const onSelect = vi.fn<(selection: Selection) => void>()
  const wiring = wireFrameInteractions(doc, {
    labelOf: (block) => labels[`${block.kind}-${block.id}`] ?? null,
    onSelect,
  })
  const outlines = () => [...doc.querySelectorAll('sw-preview-outline')] as HTMLElement[]
  return { doc, wiring, onSelect, hover: () => outlines()[0]!, selected: () => outlines()[1]! }
}

const click = (el: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true })
  el.dispatchEvent(event)
  return event
}

describe('hover, click and selection in the preview frame', () => {
  it('names the hovered block and outlines it', () => {
    const frame = frameDocument()

    frame.doc.querySelector('p')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
    expect(frame.hover().style.display).toBe('block')
    expect(frame.hover().textContent).toBe('Text')

    frame.doc
      .querySelector('section')!
      .dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
    expect(frame.hover().textContent).toBe('Abschnitt')
  })

  it('selects the block under a click and does not follow its link', () => {
    const frame = frameDocument()

    const event = click(frame.doc.querySelector('a[href="/weiter"]')!)

    expect(frame.onSelect).toHaveBeenCalledWith({ kind: 'content', id: 111 })
    expect(event.defaultPrevented).toBe(true)
  })

  it('neither selects nor navigates on the layout’s contents, which are no block of the page', () => {
    const frame = frameDocument()

    frame.doc
      .querySelector('a[href="/kontakt"]')!
      .dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
    const event = click(frame.doc.querySelector('a[href="/kontakt"]')!)

    expect(frame.hover().style.display).toBe('none')
    expect(frame.onSelect).not.toHaveBeenCalled()
    expect(event.defaultPrevented).toBe(true)
  })

  it('keeps an outline on the selected block, none for the page, and removes itself', () => {
    const frame = frameDocument()

    frame.wiring.select({ kind: 'section', id: 11 })
    expect(frame.selected().style.display).toBe('block')
    frame.wiring.select({ kind: 'page' })
    expect(frame.selected().style.display).toBe('none')

    frame.wiring.dispose()
    click(frame.doc.querySelector('p')!)
    expect(frame.onSelect).not.toHaveBeenCalled()
    expect(frame.doc.querySelector('sw-preview-outline')).toBeNull()
  })
})

describe('a new block comes into view (issue 13)', () => {
  it('scrolls the frame to a block below the fold, and not to one in sight', () => {
    document.body.innerHTML =
      '<main id="main"><div data-sw-content="1"></div><div data-sw-content="2"></div></main>'
    const wiring = wireFrameInteractions(document, { labelOf: () => 'Text', onSelect: vi.fn() })
    const below = document.querySelector('[data-sw-content="2"]')!
    vi.spyOn(below, 'getBoundingClientRect').mockReturnValue({ top: 2000 } as DOMRect)
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})

    wiring.reveal({ kind: 'content', id: 1 })
    expect(scrollTo).not.toHaveBeenCalled()
    wiring.reveal({ kind: 'content', id: 2 })
    expect(scrollTo).toHaveBeenCalledWith({ top: 1976 })
    wiring.dispose()
    scrollTo.mockRestore()
  })
})
