import type { Selection } from '../state'

type BlockSelection = Exclude<Selection, { kind: 'page' }>

export interface FrameInteractionOptions {
  /** The block's name for its hover label; null for an element that is no block of the page. */
  labelOf: (block: BlockSelection) => string | null
  onSelect: (block: BlockSelection) => void
  /** A click on a content at a point of the frame, after it was selected (inline editing). */
  onContentClick?: (id: number, el: Element, target: Node, point: { x: number; y: number }) => void
}

const ATTRIBUTES = [
  ['data-sw-content', 'content'],
  ['data-sw-section', 'section'],
  ['data-sw-article', 'article'],
] as const

/** The block an element of the preview is, if any (layout contents are not: labelOf says null). */
function blockOf(el: Element, labelOf: FrameInteractionOptions['labelOf']) {
  for (const [attribute, kind] of ATTRIBUTES) {
    const value = el.getAttribute(attribute)
    if (value === null || !/^\d+$/.test(value)) continue
    const block: BlockSelection = { kind, id: Number(value) }
    const label = labelOf(block)
    if (label !== null) return { block, label }
  }
  return null
}

/** The nearest block around `target`, walking up from it. */
function closestBlock(target: EventTarget | null, labelOf: FrameInteractionOptions['labelOf']) {
  for (let el = isNode(target) ? elementOf(target) : null; el; el = el.parentElement) {
    const found = blockOf(el, labelOf)
    if (found) return { ...found, el }
  }
  return null
}

// The frame's nodes come from another realm: `instanceof Node` of this window is false for them.
const isNode = (target: EventTarget | null): target is Node =>
  typeof (target as Node | null)?.nodeType === 'number'

const elementOf = (node: Node): Element | null =>
  node.nodeType === 1 ? (node as Element) : node.parentElement

const OUTLINE_STYLE =
  'all:initial;position:absolute;box-sizing:border-box;pointer-events:none;z-index:2147483647;display:none'
const LABEL_STYLE =
  'all:initial;position:absolute;left:-2px;top:-22px;padding:2px 6px;font:600 12px/16px system-ui,sans-serif;color:#fff;background:#1c7ed6;white-space:nowrap;border-radius:3px 3px 0 0'

/**
 * Hover, click and selection in the preview frame, driven from the editor's document: the frame
 * runs no script (decision 010), so these listeners live here and act on the frame's DOM. A hovered
 * block shows a dashed outline with its name, the selected block a solid one; a click selects the
 * block under it and never follows a link.
 */
export function wireFrameInteractions(
  doc: Document,
  { labelOf, onSelect, onContentClick }: FrameInteractionOptions,
) {
  const outline = (border: string, withLabel: boolean) => {
    const box = doc.createElement('sw-preview-outline')
    box.setAttribute('style', `${OUTLINE_STYLE};border:${border}`)
    box.setAttribute('aria-hidden', 'true')
    if (withLabel) {
      const label = doc.createElement('sw-preview-label')
      label.setAttribute('style', LABEL_STYLE)
      box.append(label)
    }
    doc.documentElement.append(box)
    return box
  }
  const hoverBox = outline('2px dashed #1c7ed6', true)
  const selectedBox = outline('2px solid #1c7ed6', false)
  let hovered: Element | null = null
  let selected: BlockSelection | null = null

  function place(box: HTMLElement | Element, el: Element | null) {
    const style = (box as HTMLElement).style
    if (!el?.isConnected) {
      style.display = 'none'
      return
    }
    const rect = el.getBoundingClientRect()
    const view = doc.defaultView
    style.display = 'block'
    style.top = `${rect.top + (view?.scrollY ?? 0)}px`
    style.left = `${rect.left + (view?.scrollX ?? 0)}px`
    style.width = `${rect.width}px`
    style.height = `${rect.height}px`
  }

  const selectedElement = () =>
    selected
      ? (doc.getElementById('main')?.querySelector(`[data-sw-${selected.kind}="${selected.id}"]`) ??
        null)
      : null

  function onOver(event: Event) {
    const found = closestBlock(event.target, labelOf)
    hovered = found?.el ?? null
    if (found) hoverBox.firstElementChild!.textContent = found.label
    place(hoverBox, hovered)
  }
  function onLeave() {
    hovered = null
    place(hoverBox, null)
  }
  function onClick(event: Event) {
    // The preview shows the page; following its links would leave the editor's page behind.
    event.preventDefault()
    const found = closestBlock(event.target, labelOf)
    if (!found) return
    onSelect(found.block)
    if (found.block.kind === 'content' && event.type === 'click' && isNode(event.target)) {
      const { clientX: x, clientY: y } = event as MouseEvent
      onContentClick?.(found.block.id, found.el, event.target, { x, y })
    }
  }

  doc.addEventListener('mouseover', onOver)
  doc.documentElement.addEventListener('mouseleave', onLeave)
  doc.addEventListener('click', onClick, true)
  doc.addEventListener('submit', onClick, true)

  return {
    /** Scrolls the frame to a block that is out of sight (a block just inserted or restored). */
    reveal(block: BlockSelection) {
      const el = doc.getElementById('main')?.querySelector(`[data-sw-${block.kind}="${block.id}"]`)
      const view = doc.defaultView
      if (!el || !view) return
      const rect = el.getBoundingClientRect()
      if (rect.top >= 0 && rect.top < view.innerHeight) return
      view.scrollTo({ top: Math.max(0, rect.top + view.scrollY - 24) })
    },
    /** Outlines the selected block (none for the page). */
    select(selection: Selection) {
      selected = selection.kind === 'page' ? null : selection
      place(selectedBox, selectedElement())
    },
    /** Places both outlines again: after the page changed or the frame was resized. */
    refresh() {
      if (hovered && !hovered.isConnected) hovered = null
      place(hoverBox, hovered)
      place(selectedBox, selectedElement())
    },
    dispose() {
      doc.removeEventListener('mouseover', onOver)
      doc.documentElement.removeEventListener('mouseleave', onLeave)
      doc.removeEventListener('click', onClick, true)
      doc.removeEventListener('submit', onClick, true)
      hoverBox.remove()
      selectedBox.remove()
    },
  }
}

export type FrameInteractions = ReturnType<typeof wireFrameInteractions>
