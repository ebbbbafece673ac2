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

/** Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo (⌘ on a Mac), Ctrl+S saves. */
export function useEditorShortcuts({
  onUndo,
  onRedo,
  onSave,
}: {
  onUndo: () => void
  onRedo: () => void
  onSave: () => void
}) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
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
  }, [onUndo, onRedo, onSave])
}
