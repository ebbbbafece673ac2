import type { EditorState } from '../state.ts'
import { findBlock } from '../tree/walk.ts'

/** After undo or redo the selection must still point at something on the page. */
function keepSelection(state: EditorState): EditorState {
  const { selection } = state
  if (selection.kind === 'page' || findBlock(state.page, selection.kind, selection.id)) return state
  return { ...state, selection: { kind: 'page' }, panel: null }
}

/** Ctrl+Z: back to the version before the last change. */
export function undone(state: EditorState): EditorState {
  const previous = state.past.at(-1)
  if (!previous) return state
  return keepSelection({
    ...state,
    page: previous,
    past: state.past.slice(0, -1),
    future: [state.page, ...state.future],
  })
}

/** Ctrl+Shift+Z: forward again to what undo took back. */
export function redone(state: EditorState): EditorState {
  const [next, ...future] = state.future
  if (!next) return state
  return keepSelection({ ...state, page: next, past: [...state.past, state.page], future })
}
