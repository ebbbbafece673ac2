import { useEffect } from 'react'

/** The browser's own undo applies while typing: text inputs, text areas, rich text. */
function isTextInput(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target instanceof HTMLTextAreaElement) return true
  return (
    target instanceof HTMLInputElement && !['checkbox', 'radio', 'button'].includes(target.type)
  )
}

/**
 * The editor's keyboard shortcuts as the shortcuts list shows them; `mod` is Ctrl (⌘ on a Mac).
 * The first four are handled below, moving in the outline by dnd-kit's keyboard sensor.
 */
export const EDITOR_SHORTCUTS = [
  { action: 'undo', keys: [['mod', 'Z']] },
  {
    action: 'redo',
    keys: [
      ['mod', 'shift', 'Z'],
      ['mod', 'Y'],
    ],
  },
  { action: 'save', keys: [['mod', 'S']] },
  { action: 'help', keys: [['?']] },
  { action: 'lift', keys: [['space'], ['enter']] },
  { action: 'move', keys: [['arrows']] },
  { action: 'cancel', keys: [['escape']] },
] as const

/** Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo (⌘ on a Mac), Ctrl+S saves, ? lists them all. */
export function useEditorShortcuts({
  onUndo,
  onRedo,
  onSave,
  onHelp,
}: {
  onUndo: () => void
  onRedo: () => void
  onSave: () => void
  onHelp: () => void
}) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === '?' && !event.ctrlKey && !event.metaKey && !isTextInput(event.target)) {
        event.preventDefault()
        onHelp()
        return
      }
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return
      const key = event.key.toLowerCase()
      if (key === 's') {
        event.preventDefault()
        onSave()
        return
      }
      if (isTextInput(event.target)) return
      if (key === 'z' && !event.shiftKey) onUndo()
      else if ((key === 'z' && event.shiftKey) || key === 'y') onRedo()
      else return
      event.preventDefault()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [onUndo, onRedo, onSave, onHelp])
}
