import type { ActionOf } from '../actions.ts'
import type { EditorState } from '../state.ts'
import { mergeItems } from './item-changed.ts'
import { applyEverywhere } from './history.ts'

/**
 * The server's current fields of some items (a fresh load on selection, a reload after a save
 * conflict, new versions after a reorder): they replace the items' fields in the page, the
 * snapshot and the history, so they are neither unsaved nor undone. A reloaded item's own
 * unsaved change is gone: that is what reloading after a conflict means.
 */
export function refreshed(state: EditorState, action: ActionOf<'refreshed'>): EditorState {
  if (action.items.length === 0) return state
  return applyEverywhere(state, (page) => mergeItems(page, action.items))
}
