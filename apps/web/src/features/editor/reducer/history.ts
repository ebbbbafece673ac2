import type { PageWithArticles } from '@sitewerk/contracts'
import { HISTORY_LIMIT, type EditorState } from '../state.ts'

/** A change the person made in the editor: undo can take it back (Ctrl+Z). */
export function commit(state: EditorState, page: PageWithArticles): EditorState {
  if (page === state.page) return state
  return {
    ...state,
    page,
    past: [...state.past, state.page].slice(-HISTORY_LIMIT),
    future: [],
  }
}

/**
 * A change the server has already made (a block created, deleted or duplicated): applied to the
 * page, the saved snapshot and every version in the history, so undo never brings back a block
 * the server no longer has, nor loses one it has.
 */
export function applyEverywhere(
  state: EditorState,
  change: (page: PageWithArticles) => PageWithArticles,
): EditorState {
  return {
    ...state,
    page: change(state.page),
    snapshot: change(state.snapshot),
    past: state.past.map(change),
    future: state.future.map(change),
  }
}
