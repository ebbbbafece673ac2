import type { ActionOf } from '../actions.ts'
import type { BlockStep, EditorState } from '../state.ts'
import { indexOf, parentOf } from '../tree/walk.ts'
import { commitBlock } from './history.ts'
import { insertBlock } from './block-inserted.ts'

/**
 * The server copied a block: the copy sits right after its original and is selected (spec §4).
 * Undo deletes the copy.
 */
export function blockDuplicated(
  state: EditorState,
  action: ActionOf<'blockDuplicated'>,
): EditorState {
  const index = indexOf(state.page, action.kind, action.sourceId)
  if (index < 0) return state
  const parentId = parentOf(state.page, action.kind, action.sourceId) ?? state.page.id
  const insert = {
    kind: action.kind,
    block: action.copy,
    parentId,
    index: index + 1,
  } as Parameters<typeof insertBlock>[1]
  const step = { type: 'block', change: 'added', ...insert } as BlockStep
  const next = commitBlock(state, step, (page) => insertBlock(page, insert))
  return {
    ...next,
    selection: { kind: action.kind, id: action.copy.id },
    panel: action.kind === 'content' ? 'editor' : 'settings',
    addTarget: null,
  }
}
