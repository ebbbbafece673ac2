import type { ActionOf } from '../actions.ts'
import type { EditorState } from '../state.ts'
import {
  findArticle,
  findBlock,
  findSection,
  indexOf,
  parentOf,
  removeBlock,
} from '../tree/walk.ts'
import { commit } from './history.ts'
import { insertBlock } from './block-inserted.ts'

/**
 * Drag and drop or keyboard reordering: a block moves to `index` of its parent `parentId`, which
 * may be another parent of the same kind (a content into another section, a section into another
 * article). The new orders and parent ids are unsaved changes like any other; undo moves it back.
 */
export function blockMoved(state: EditorState, action: ActionOf<'blockMoved'>): EditorState {
  const { kind, id, parentId, index } = action
  const block = findBlock(state.page, kind, id)
  if (!block) return state
  const targetExists =
    kind === 'article'
      ? parentId === state.page.id
      : kind === 'section'
        ? Boolean(findArticle(state.page, parentId))
        : Boolean(findSection(state.page, parentId))
  if (!targetExists) return state
  const sameParent = (parentOf(state.page, kind, id) ?? state.page.id) === parentId
  if (sameParent && indexOf(state.page, kind, id) === index) return state
  const without = removeBlock(state.page, kind, id)
  const page = insertBlock(without, { kind, block, parentId, index } as Parameters<
    typeof insertBlock
  >[1])
  return commit(state, page)
}
