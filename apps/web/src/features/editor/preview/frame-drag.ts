/** Where a dragged content goes: into section `sectionId`, before content `beforeId` (null: last). */
export interface ContentDrop {
  sectionId: number
  beforeId: number | null
}

export interface FrameDragOptions {
  /** The person dropped content `id` there. */
  onDrop: (id: number, drop: ContentDrop) => void
  /** Whether content `id` is a block of the page that may move (layout contents are not). */
  canDrag: (id: number) => boolean
}

/** Pixels the pointer moves with the button down before a press becomes a drag. */
const DRAG_START = 6
/** The band along the frame's top and bottom edge that scrolls it while dragging, and its speed. */
const EDGE = 48
const SCROLL_STEP = 16

const LINE_STYLE =
  'all:initial;position:absolute;height:0;border-top:3px solid #1c7ed6;pointer-events:none;z-index:2147483647;display:none'

const idOf = (el: Element, name: string) => Number(el.getAttribute(name))

/**
 * The index a moved content takes among the contents of its new section (the block-moved action's
 * `index`): before `beforeId`, or last; the content itself does not count.
 */
export function dropIndex(
  sectionContentIds: readonly number[],
  movedId: number,
  beforeId: number | null,
): number {
  const others = sectionContentIds.filter((id) => id !== movedId)
  const at = beforeId === null ? -1 : others.indexOf(beforeId)
  return at === -1 ? others.length : at
}

/**
 * Dragging a content in the preview to another place, across sections and articles (issue #19
 * scope 2), driven from the editor's document like hover and click (decision 010): a press on a
 * content that moves a few pixels becomes a drag, a line shows where it would go, the frame scrolls
 * near its edges, Escape cancels, and releasing moves the block as the outline does. The outline's
 * keyboard way stays the way without a pointer.
 */
export function wireFrameDrag(doc: Document, { onDrop, canDrag }: FrameDragOptions) {
  const view = doc.defaultView!
  const line = doc.createElement('sw-preview-drop')
  line.setAttribute('style', LINE_STYLE)
  line.setAttribute('aria-hidden', 'true')
  doc.documentElement.append(line)
  let press: { id: number; el: Element; x: number; y: number } | null = null
  let dragging = false
  let drop: ContentDrop | null = null
  let pointerY = 0
  let scroller: ReturnType<typeof setInterval> | null = null
  let swallowClick = false

  const main = () => doc.getElementById('main')

  function showLine(el: Element, after: boolean) {
    const rect = el.getBoundingClientRect()
    const style = (line as HTMLElement).style
    style.display = 'block'
    style.top = `${(after ? rect.bottom : rect.top) + view.scrollY - 1}px`
    style.left = `${rect.left + view.scrollX}px`
    style.width = `${rect.width}px`
  }

  /** The drop under a point of the frame: before or after the content there, or into a section. */
  function dropAt(x: number, y: number): ContentDrop | null {
    const under = doc.elementFromPoint(x, y)
    const section = under?.closest('[data-sw-section]')
    if (!section || !main()?.contains(section)) return null
    const contents = [...section.children].filter(
      (c) => c.hasAttribute('data-sw-content') && c !== press?.el,
    )
    const sectionId = idOf(section, 'data-sw-section')
    const before = contents.find((c) => {
      const rect = c.getBoundingClientRect()
      return y < rect.top + rect.height / 2
    })
    if (before) showLine(before, false)
    else if (contents.length) showLine(contents[contents.length - 1]!, true)
    else showLine(section, false)
    return { sectionId, beforeId: before ? idOf(before, 'data-sw-content') : null }
  }

  function stop() {
    press = null
    dragging = false
    drop = null
    ;(line as HTMLElement).style.display = 'none'
    doc.documentElement.style.removeProperty('user-select')
    if (scroller !== null) clearInterval(scroller)
    scroller = null
  }

  function onDown(event: MouseEvent) {
    if (event.button !== 0) return
    const target = event.target as Element | null
    if (!target || typeof target.closest !== 'function') return
    if (target.closest('[contenteditable]')) return
    const el = target.closest('[data-sw-content]')
    if (!el || !main()?.contains(el)) return
    const id = idOf(el, 'data-sw-content')
    if (!canDrag(id)) return
    press = { id, el, x: event.clientX, y: event.clientY }
  }

  function onMove(event: MouseEvent) {
    if (!press) return
    // the button went up outside the frame
    if (event.buttons === 0) return stop()
    if (!dragging) {
      if (Math.hypot(event.clientX - press.x, event.clientY - press.y) < DRAG_START) return
      dragging = true
      doc.documentElement.style.setProperty('user-select', 'none')
      scroller = setInterval(() => {
        if (pointerY < EDGE) view.scrollBy(0, -SCROLL_STEP)
        else if (pointerY > view.innerHeight - EDGE) view.scrollBy(0, SCROLL_STEP)
      }, 30)
    }
    event.preventDefault()
    pointerY = event.clientY
    drop = dropAt(event.clientX, event.clientY)
  }

  function onUp() {
    if (press && dragging) {
      swallowClick = true
      if (drop) onDrop(press.id, drop)
    }
    stop()
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && dragging) {
      event.preventDefault()
      stop()
    }
  }

  // the click that ends a drag selects nothing and starts no typing
  function onClick(event: Event) {
    if (!swallowClick) return
    swallowClick = false
    event.preventDefault()
    event.stopImmediatePropagation()
  }
  // the browser's own drag of an image or link would take the pointer away
  const onDragStart = (event: Event) => event.preventDefault()

  const listeners = [
    ['mousedown', onDown],
    ['mousemove', onMove],
    ['mouseup', onUp],
    ['keydown', onKeyDown],
    ['dragstart', onDragStart],
  ] as const
  for (const [type, listener] of listeners) doc.addEventListener(type, listener as EventListener)
  view.addEventListener('click', onClick, true)

  return {
    dispose() {
      stop()
      for (const [type, listener] of listeners)
        doc.removeEventListener(type, listener as EventListener)
      view.removeEventListener('click', onClick, true)
      line.remove()
    },
  }
}
