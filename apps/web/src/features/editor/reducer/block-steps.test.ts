import { describe, expect, it } from 'vitest'
import type { EditorAction } from '../actions.ts'
import { canRedo, canUndo, hasUnsavedChanges } from '../selectors.ts'
import type { BlockStep, EditorState } from '../state.ts'
import { findContent, findSection } from '../tree/walk.ts'
import { editorReducer } from './index.ts'
import { content, contentIds, section, testState } from './test-page.ts'

const lastStep = (state: EditorState) => state.past.at(-1) as BlockStep
const nextStep = (state: EditorState) => state.future[0] as BlockStep
const reduce = (state: EditorState, ...actions: EditorAction[]) =>
  actions.reduce(editorReducer, state)

/** The server restored the block of the step as it was sent, with a new version. */
const restoredFrom = (step: BlockStep) => ({ ...step.block, updated_at: '2026-11-24 07:00:00' })

describe('inserts, duplicates and deletes are undone and redone (issue 13, defect 1)', () => {
  it('undo of a delete brings the block back with its data and settings at its place', () => {
    let state = reduce(testState(), {
      type: 'itemChanged',
      kind: 'content',
      id: 112,
      changes: { data: { text: 'Karten' }, grid_area: 'links', parallax: true },
    })
    state = reduce(state, { type: 'blockDeleted', kind: 'content', id: 112 })
    expect(contentIds(state, 11)).toEqual([
      [111, 1],
      [113, 2],
    ])
    const step = lastStep(state)
    expect(step).toMatchObject({ change: 'removed', kind: 'content', parentId: 11, index: 1 })

    state = reduce(state, { type: 'undone', step, restored: restoredFrom(step) })
    expect(contentIds(state, 11)).toEqual([
      [111, 1],
      [112, 2],
      [113, 3],
    ])
    expect(findContent(state.page, 112)).toMatchObject({
      data: { text: 'Karten' },
      grid_area: 'links',
      parallax: true,
    })
    expect(state.selection).toEqual({ kind: 'content', id: 112 })
    // The server has it as it is shown: nothing unsaved; the edit before is still undoable.
    expect(hasUnsavedChanges(state)).toBe(false)
    expect(canRedo(state)).toBe(true)
    state = reduce(state, { type: 'undone' })
    expect(findContent(state.page, 112)).toMatchObject({ data: { text: 'Text 112' } })
    // The restored version goes into the older page versions: the next save names it.
    expect(findContent(state.page, 112)?.updated_at).toBe('2026-11-24 07:00:00')
  })

  it('redo of a delete deletes again; undo of that restores again', () => {
    let state = reduce(testState(), { type: 'blockDeleted', kind: 'section', id: 11 })
    const deleted = lastStep(state)
    state = reduce(state, { type: 'undone', step: deleted, restored: restoredFrom(deleted) })
    expect(findSection(state.page, 11)?.contents.map((c) => c.id)).toEqual([111, 112, 113])
    state = reduce(state, { type: 'redone', step: nextStep(state) })
    expect(findSection(state.page, 11)).toBeUndefined()
    expect(findSection(state.snapshot, 11)).toBeUndefined()
    expect(state.selection).toEqual({ kind: 'page' })
    expect(canUndo(state)).toBe(true)
  })

  it('undo of an insert removes the new block; redo brings it back as it was', () => {
    let state = reduce(testState(), {
      type: 'blockInserted',
      kind: 'content',
      block: content(130, 12, 2),
      parentId: 12,
      index: 1,
    })
    const inserted = lastStep(state)
    expect(inserted).toMatchObject({ change: 'added', kind: 'content' })
    state = reduce(state, { type: 'undone', step: inserted })
    expect(contentIds(state, 12)).toEqual([[121, 1]])
    expect(findContent(state.snapshot, 130)).toBeUndefined()
    expect(canUndo(state)).toBe(false)

    const again = nextStep(state)
    state = reduce(state, { type: 'redone', step: again, restored: restoredFrom(again) })
    expect(contentIds(state, 12)).toEqual([
      [121, 1],
      [130, 2],
    ])
    expect(hasUnsavedChanges(state)).toBe(false)
  })

  it('undo of a duplicate removes the copy only', () => {
    let state = reduce(testState(), {
      type: 'blockDuplicated',
      kind: 'section',
      sourceId: 12,
      copy: section(13, 1, 3, [content(131, 13, 1)]),
    })
    state = reduce(state, { type: 'undone', step: lastStep(state) })
    expect(state.page.articles[0]!.sections.map((s) => s.id)).toEqual([11, 12])
  })

  it('a block step is never taken without the server: a plain undo leaves it', () => {
    const state = reduce(testState(), {
      type: 'blockInserted',
      kind: 'content',
      block: content(130, 12, 2),
      parentId: 12,
      index: 1,
    })
    expect(reduce(state, { type: 'undone' })).toBe(state)
  })

  it('a change made while the server restored keeps its place; the block still comes back', () => {
    let state = reduce(testState(), { type: 'blockDeleted', kind: 'content', id: 112 })
    const step = lastStep(state)
    state = reduce(state, {
      type: 'itemChanged',
      kind: 'content',
      id: 111,
      changes: { data: { text: 'inzwischen' } },
    })
    state = reduce(state, { type: 'undone', step, restored: restoredFrom(step) })
    expect(contentIds(state, 11).map(([id]) => id)).toEqual([111, 112, 113])
    expect(findContent(state.page, 111)?.data).toEqual({ text: 'inzwischen' })
    expect(state.past).not.toContain(step)
    expect(state.past.at(-1)?.type).toBe('page')
  })
})
