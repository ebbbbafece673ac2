import type { ActionOf } from '../actions.ts'
import type { EditorState, Selection } from '../state.ts'
import { findBlock, parentOf, removeBlock } from '../tree/walk.ts'
import { applyEverywhere } from './history.ts'

/**
 * The server deleted a block. spec §4: deleting a section re-selects its article, deleting a
 * content its section; deleting an article selects the page.
 */
export function blockDeleted(state: EditorState, action: ActionOf<'blockDeleted'>): EditorState {
  if (!findBlock(state.page, action.kind, action.id)) return state
  const parent = parentOf(state.page, action.kind, action.id)
  const selection: Selection =
    action.kind === 'section'
      ? { kind: 'article', id: parent! }
      : action.kind === 'content'
        ? { kind: 'section', id: parent! }
        : { kind: 'page' }
  const next = applyEverywhere(state, (page) => removeBlock(page, action.kind, action.id))
  return { ...next, selection, panel: 'settings', addTarget: null }
}
