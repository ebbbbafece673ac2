import type { ActionOf } from '../actions.ts'
import type { BlockStep, EditorState, HistoryStep, ItemKind, Selection } from '../state.ts'
import { findBlock, indexOf, parentOf, removeBlock } from '../tree/walk.ts'
import { insertBlock } from './block-inserted.ts'
import { applyEverywhere } from './history.ts'
import { mergeItems } from './item-changed.ts'

/** After undo or redo the selection must still point at something on the page. */
function keepSelection(state: EditorState): EditorState {
  const { selection } = state
  if (selection.kind === 'page' || findBlock(state.page, selection.kind, selection.id)) return state
  return { ...state, selection: { kind: 'page' }, panel: null }
}

/** Whether taking this step in this direction brings a block back (a restore on the server). */
export const restoresBlock = (step: BlockStep, direction: 'undo' | 'redo') =>
  (step.change === 'removed') === (direction === 'undo')

/** The server's versions of a restored block and everything in it. */
function versionsOf(step: BlockStep, block: BlockStep['block']) {
  const items: { kind: ItemKind; id: number; fields: object }[] = []
  const add = (kind: ItemKind, item: { id: number; updated_at?: string }) =>
    items.push({ kind, id: item.id, fields: { updated_at: item.updated_at } })
  add(step.kind, block)
  if ('sections' in block)
    for (const section of block.sections) {
      add('section', section)
      for (const content of section.contents) add('content', content)
    }
  if ('contents' in block) for (const content of block.contents) add('content', content)
  return items
}

/**
 * A block step, after the server did its part: a block deleted leaves the page and the snapshot,
 * and the step keeps the block as the editor had it last (for a restore that brings back all of
 * it); a block restored comes back where it was, as the server stored it, and is selected.
 */
function takeBlockStep(
  state: EditorState,
  step: BlockStep,
  direction: 'undo' | 'redo',
  restored: BlockStep['block'] | undefined,
): { state: EditorState; step: BlockStep } | null {
  const { kind } = step
  if (restoresBlock(step, direction)) {
    if (!restored) return null
    const insert = {
      kind,
      block: restored,
      parentId: step.parentId,
      index: step.index,
    } as Parameters<typeof insertBlock>[1]
    const withBlock = {
      ...state,
      page: insertBlock(state.page, insert),
      snapshot: insertBlock(state.snapshot, insert),
    }
    const versions = versionsOf(step, restored)
    const next = applyEverywhere(withBlock, (page) => mergeItems(page, versions))
    const selection = { kind, id: restored.id } as Selection
    return {
      state: { ...next, selection, panel: kind === 'content' ? 'editor' : 'settings' },
      step: { ...step, block: restored } as BlockStep,
    }
  }
  const current = findBlock(state.page, kind, step.block.id)
  if (!current) return { state, step }
  const taken = {
    ...step,
    block: current,
    parentId: parentOf(state.page, kind, step.block.id) ?? state.page.id,
    index: indexOf(state.page, kind, step.block.id),
  } as BlockStep
  const next = {
    ...state,
    page: removeBlock(state.page, kind, step.block.id),
    snapshot: removeBlock(state.snapshot, kind, step.block.id),
    addTarget: null,
  }
  return { state: next, step: taken }
}

/**
 * The person changed something while the server deleted or restored a block: the server's change
 * still reaches the page and the snapshot, and its step leaves the history, whose order no longer
 * holds around it.
 */
function outOfTurn(
  state: EditorState,
  step: BlockStep,
  direction: 'undo' | 'redo',
  restored: BlockStep['block'] | undefined,
): EditorState {
  const taken = takeBlockStep(state, step, direction, restored)
  if (!taken) return state
  return keepSelection({
    ...taken.state,
    past: taken.state.past.filter((s) => s !== step),
    future: taken.state.future.filter((s) => s !== step),
  })
}

/**
 * Ctrl+Z: back to the version before the last change. A block step is taken after the server
 * deleted or restored the block (the action brings the restored block).
 */
export function undone(state: EditorState, action: ActionOf<'undone'>): EditorState {
  const last = state.past.at(-1)
  if (action.step && action.step !== last)
    return outOfTurn(state, action.step, 'undo', action.restored)
  if (!last) return state
  const past = state.past.slice(0, -1)
  if (last.type === 'page')
    return keepSelection({
      ...state,
      page: last.page,
      past,
      future: [{ type: 'page', page: state.page }, ...state.future],
    })
  // a block step is only taken once the server has done its part for exactly this step
  if (action.step !== last) return state
  const taken = takeBlockStep(state, last, 'undo', action.restored)
  if (!taken) return state
  // the restored block's versions went into every page version: the stacks come from `taken`
  return keepSelection({
    ...taken.state,
    past: taken.state.past.slice(0, -1),
    future: [taken.step, ...taken.state.future],
  })
}

/** Ctrl+Shift+Z: forward again to what undo took back. */
export function redone(state: EditorState, action: ActionOf<'redone'>): EditorState {
  const [next, ...future] = state.future
  if (action.step && action.step !== next)
    return outOfTurn(state, action.step, 'redo', action.restored)
  if (!next) return state
  if (next.type === 'page')
    return keepSelection({
      ...state,
      page: next.page,
      past: [...state.past, { type: 'page', page: state.page } satisfies HistoryStep],
      future,
    })
  if (action.step !== next) return state
  const taken = takeBlockStep(state, next, 'redo', action.restored)
  if (!taken) return state
  return keepSelection({
    ...taken.state,
    past: [...taken.state.past, taken.step],
    future: taken.state.future.slice(1),
  })
}
