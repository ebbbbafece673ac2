import { describe, expect, it } from 'vitest'
import { canUndo, hasUnsavedChanges } from '../selectors.ts'
import { editorReducer } from './index.ts'
import { contentIds, testState } from './test-page.ts'

describe('blockDeleted', () => {
  it('deleting a content re-selects its section and closes the gap in the order', () => {
    let state = editorReducer(testState(), {
      type: 'selected',
      selection: { kind: 'content', id: 112 },
    })
    state = editorReducer(state, { type: 'blockDeleted', kind: 'content', id: 112 })
    expect(state.selection).toEqual({ kind: 'section', id: 11 })
    expect(contentIds(state, 11)).toEqual([
      [111, 1],
      [113, 2],
    ])
    expect(hasUnsavedChanges(state)).toBe(false)
  })

  it('deleting a section re-selects its article', () => {
    const state = editorReducer(testState(), { type: 'blockDeleted', kind: 'section', id: 12 })
    expect(state.selection).toEqual({ kind: 'article', id: 1 })
  })

  it('deleting an article selects the page', () => {
    const state = editorReducer(testState(), { type: 'blockDeleted', kind: 'article', id: 2 })
    expect(state.selection).toEqual({ kind: 'page' })
    expect(state.page.articles.map((a) => a.id)).toEqual([1])
  })

  it('undo waits for the server: without the restored block nothing comes back', () => {
    let state = editorReducer(testState(), { type: 'blockDeleted', kind: 'content', id: 112 })
    const before = state
    state = editorReducer(state, { type: 'undone' })
    expect(state).toBe(before)
    expect(canUndo(state)).toBe(true)
  })
})
