import type { ActionOf } from '../actions.ts'
import type { EditorState } from '../state.ts'
import { findBlock } from '../tree/walk.ts'

/**
 * Selects the page or a block (spec §4: the editor mode follows the selection). A content opens
 * its editor, the page, an article or a section their settings, unless the action names a panel.
 * A block that is not on the page is ignored.
 */
export function selected(state: EditorState, action: ActionOf<'selected'>): EditorState {
  const { selection } = action
  if (selection.kind !== 'page' && !findBlock(state.page, selection.kind, selection.id))
    return state
  return {
    ...state,
    selection,
    panel: action.panel ?? (selection.kind === 'content' ? 'editor' : 'settings'),
    addTarget: null,
  }
}
