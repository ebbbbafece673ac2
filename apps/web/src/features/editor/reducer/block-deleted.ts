import type { ActionOf } from '../actions.ts'
import type { BlockStep, EditorState, Selection } from '../state.ts'
import { findBlock, indexOf, parentOf, removeBlock } from '../tree/walk.ts'
import { commitBlock } from './history.ts'

/**
 * The server deleted a block. Undo restores it as the editor had it, with its children, at its
 * place (decision 015). spec §4: deleting a section re-selects its article, deleting a
 * content its section; deleting an article selects the page.
 */
export function blockDeleted(state: EditorState, action: ActionOf<'blockDeleted'>): EditorState {
  const block = findBlock(state.page, action.kind, action.id)
  if (!block) return state
  const parent = parentOf(state.page, action.kind, action.id)
  const selection: Selection =
    action.kind === 'section'
      ? { kind: 'article', id: parent! }
      : action.kind === 'content'
        ? { kind: 'section', id: parent! }
        : { kind: 'page' }
  const step = {
    type: 'block',
    change: 'removed',
    kind: action.kind,
    block,
    parentId: parent ?? state.page.id,
    index: indexOf(state.page, action.kind, action.id),
  } as BlockStep
  const next = commitBlock(state, step, (page) => removeBlock(page, action.kind, action.id))
  return { ...next, selection, panel: 'settings', addTarget: null }
}
