import type { ActionOf } from '../actions.ts'
import type { EditorState } from '../state.ts'
import { mergeItem } from './item-changed.ts'
import { applyEverywhere } from './history.ts'

/**
 * The server accepted a save of one item: the fields that were sent become the snapshot's. What
 * the person typed while the request was under way stays in the page and stays unsaved. The new
 * `updated_at` is the version the next save names, so it goes everywhere (page and history too).
 */
export function saved(state: EditorState, action: ActionOf<'saved'>): EditorState {
  const { updated_at: version, ...fields } = action.fields as Record<string, unknown>
  const snapshot = mergeItem(state.snapshot, action.kind, action.id, fields)
  const next = snapshot === state.snapshot ? state : { ...state, snapshot }
  if (version === undefined) return next
  return applyEverywhere(next, (page) =>
    mergeItem(page, action.kind, action.id, { updated_at: version }),
  )
}
