import type { PageWithArticles } from '@sitewerk/contracts'
import { HISTORY_LIMIT, type BlockStep, type EditorState, type HistoryStep } from '../state.ts'

const pushPast = (past: HistoryStep[], step: HistoryStep) => [...past, step].slice(-HISTORY_LIMIT)

/** A change the person made in the editor: undo can take it back (Ctrl+Z). */
export function commit(state: EditorState, page: PageWithArticles): EditorState {
  if (page === state.page) return state
  return {
    ...state,
    page,
    past: pushPast(state.past, { type: 'page', page: state.page }),
    future: [],
  }
}

/**
 * A block the server has just created or deleted: it is gone from (or in) the page and the saved
 * snapshot alike, and undo knows the block with its children and place to delete or restore it.
 */
export function commitBlock(
  state: EditorState,
  step: BlockStep,
  change: (page: PageWithArticles) => PageWithArticles,
): EditorState {
  return {
    ...state,
    page: change(state.page),
    snapshot: change(state.snapshot),
    past: pushPast(state.past, step),
    future: [],
  }
}

/**
 * Something the server says about items that exist (a new version, a reloaded item): written into
 * the page, the saved snapshot and every page version of the history, so an undo never brings back
 * an old version. A block step is left alone: a restore sends no version.
 */
export function applyEverywhere(
  state: EditorState,
  change: (page: PageWithArticles) => PageWithArticles,
): EditorState {
  const inStep = (step: HistoryStep): HistoryStep => {
    if (step.type !== 'page') return step
    const page = change(step.page)
    return page === step.page ? step : { type: 'page', page }
  }
  return {
    ...state,
    page: change(state.page),
    snapshot: change(state.snapshot),
    past: state.past.map(inStep),
    future: state.future.map(inStep),
  }
}
