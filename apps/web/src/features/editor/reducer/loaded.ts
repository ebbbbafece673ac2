import type { ActionOf } from '../actions.ts'
import { createEditorState, type EditorState } from '../state.ts'

/** The page arrived from the server: it is both what is shown and what is saved. */
export function loaded(_state: EditorState, action: ActionOf<'loaded'>): EditorState {
  return createEditorState(action.page)
}
