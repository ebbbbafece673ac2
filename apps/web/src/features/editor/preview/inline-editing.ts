import type { FormField } from '@sitewerk/contracts'
import { inlineFieldAt, inlineFields, type InlineField } from './inline-fields'

export interface InlineEditingOptions {
  /** The form and current data of a content of the page; null for one the editor does not hold. */
  contentOf: (id: number) => { form: readonly FormField[]; data: Record<string, unknown> } | null
  /** The in-place editor's accessible name for a field. */
  nameOf: (field: InlineField) => string
  /** The person changed the field's value in place. */
  onChange: (contentId: number, name: string, value: string) => void
  /** Editing a content starts (the preview keeps its element) or ends (it may draw it again). */
  onEditing: (contentId: number | null) => void
  /** Mounts the rich-text editor on a field's element; returns how to take it down again. */
  mountRich?: (session: RichSession) => () => void
}

/** What a rich-text editor mounted in place needs: the field, its value, where to send changes. */
export interface RichSession {
  field: InlineField
  value: string
  /** Where the click that started it was, in the frame: the caret goes there. */
  point: { x: number; y: number }
  onChange: (value: string) => void
  leave: () => void
}

/** One line: line breaks pasted or typed into a text field become spaces. */
const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ')

/**
 * Places the caret where the click was, in the frame's document.
 * `caretRangeFromPoint` is what Chromium and Safari have; elsewhere the caret starts at the end.
 */
function placeCaret(doc: Document, el: HTMLElement, point: { x: number; y: number } | null) {
  const range = (point && doc.caretRangeFromPoint?.(point.x, point.y)) || doc.createRange()
  if (!el.contains(range.startContainer)) {
    range.selectNodeContents(el)
    range.collapse(false)
  }
  const selection = doc.getSelection()
  selection?.removeAllRanges()
  selection?.addRange(range)
}

/**
 * Typing into the preview (issue #19 scope 1). The frame runs no script (decision 010): the
 * editor's own code makes a field's element editable (`contenteditable="plaintext-only"`, a
 * textbox named like the panel's field) and listens to it from outside; every change goes into the
 * editor's state like the panel's, so the panel shows it and undo takes it back. Pasted markup
 * arrives as its text. Escape, a click elsewhere or Enter in a one-line field leaves.
 */
export function createInlineEditing(doc: Document, options: InlineEditingOptions) {
  let leaveSession: (() => void) | null = null

  function editPlain(contentId: number, field: InlineField, point: { x: number; y: number }) {
    const { el } = field
    const multiline = el.textContent?.includes('\n') ?? false
    el.setAttribute('contenteditable', 'plaintext-only')
    el.setAttribute('role', 'textbox')
    el.setAttribute('aria-label', options.nameOf(field))
    if (multiline) el.setAttribute('aria-multiline', 'true')
    const onInput = () => {
      const text = el.textContent ?? ''
      options.onChange(contentId, field.name, multiline ? text : oneLine(text))
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' || (event.key === 'Enter' && !multiline)) {
        event.preventDefault()
        leave()
      }
    }
    const onPaste = (event: ClipboardEvent) => {
      event.preventDefault()
      const text = event.clipboardData?.getData('text/plain') ?? ''
      doc.execCommand('insertText', false, multiline ? text : oneLine(text))
    }
    el.addEventListener('input', onInput)
    el.addEventListener('keydown', onKeyDown)
    el.addEventListener('paste', onPaste)
    el.addEventListener('blur', leave)
    el.focus()
    placeCaret(doc, el, point)
    return () => {
      el.removeEventListener('input', onInput)
      el.removeEventListener('keydown', onKeyDown)
      el.removeEventListener('paste', onPaste)
      el.removeEventListener('blur', leave)
      for (const name of ['contenteditable', 'role', 'aria-label', 'aria-multiline'])
        el.removeAttribute(name)
    }
  }

  function leave() {
    if (!leaveSession) return
    const done = leaveSession
    leaveSession = null
    done()
    options.onEditing(null)
  }

  return {
    /**
     * A click on a content at `point`: starts editing the field under it, if it has one there.
     * Returns whether it did (or the click was in the field being edited).
     */
    click(contentId: number, contentEl: Element, target: Node, point: { x: number; y: number }) {
      const active = doc.activeElement
      if (leaveSession && active?.contains(target)) return true
      leave()
      const content = options.contentOf(contentId)
      if (!content) return false
      const field = inlineFieldAt(inlineFields(contentEl, content.form, content.data), target)
      if (!field) return false
      if (field.rich && !options.mountRich) return false
      options.onEditing(contentId)
      if (field.rich && options.mountRich) {
        const unmount = options.mountRich({
          field,
          value: String(content.data[field.name]),
          point,
          onChange: (value) => options.onChange(contentId, field.name, value),
          leave,
        })
        leaveSession = unmount
      } else leaveSession = editPlain(contentId, field, point)
      return true
    },
    leave,
    get editing() {
      return leaveSession !== null
    },
  }
}

export type InlineEditing = ReturnType<typeof createInlineEditing>
