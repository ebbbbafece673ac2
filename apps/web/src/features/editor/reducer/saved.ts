import type { ActionOf } from '../actions.ts'
import type { EditorState } from '../state.ts'
import { mergeItem } from './item-changed.ts'

/**
 * The server accepted a save of one item: the fields that were sent become the snapshot's. What
 * the person typed while the request was under way stays in the page and stays unsaved.
 */
export function saved(state: EditorState, action: ActionOf<'saved'>): EditorState {
  const snapshot = mergeItem(state.snapshot, action.kind, action.id, action.fields)
  return snapshot === state.snapshot ? state : { ...state, snapshot }
}
