import { describe, expect, it } from 'vitest'
import { canUndo, hasUnsavedChanges, pendingChanges } from '../selectors.ts'
import { findContent } from '../tree/walk.ts'
import { editorReducer } from './index.ts'
import { testState } from './test-page.ts'

describe('itemChanged', () => {
  it('changes a content’s data at once and marks exactly that field unsaved', () => {
    const state = editorReducer(testState(), {
      type: 'itemChanged',
      kind: 'content',
      id: 112,
      changes: { data: { text: 'Neu' } },
    })
    expect(findContent(state.page, 112)?.data).toEqual({ text: 'Neu' })
    expect(pendingChanges(state)).toEqual([
      { kind: 'content', id: 112, changes: { data: { text: 'Neu' } } },
    ])
    expect(canUndo(state)).toBe(true)
  })

  it('changes page, article and section fields, one pending change per item', () => {
    let state = testState()
    state = editorReducer(state, {
      type: 'itemChanged',
      kind: 'page',
      id: 7,
      changes: { title: 'Team' },
    })
    state = editorReducer(state, {
      type: 'itemChanged',
      kind: 'article',
      id: 2,
      changes: { height: 'full' },
    })
    state = editorReducer(state, {
      type: 'itemChanged',
      kind: 'section',
      id: 21,
      changes: { maxWidth: 'full' },
    })
    expect(pendingChanges(state)).toEqual([
      { kind: 'page', id: 7, changes: { title: 'Team' } },
      { kind: 'article', id: 2, changes: { height: 'full' } },
      { kind: 'section', id: 21, changes: { maxWidth: 'full' } },
    ])
  })

  it('never edits ids or children through fields', () => {
    const state = editorReducer(testState(), {
      type: 'itemChanged',
      kind: 'section',
      id: 11,
      changes: { id: 5, contents: [], title: 'Neu' } as never,
    })
    expect(pendingChanges(state)).toEqual([{ kind: 'section', id: 11, changes: { title: 'Neu' } }])
  })

  it('typing the saved value again leaves nothing unsaved', () => {
    let state = editorReducer(testState(), {
      type: 'itemChanged',
      kind: 'page',
      id: 7,
      changes: { title: 'X' },
    })
    state = editorReducer(state, {
      type: 'itemChanged',
      kind: 'page',
      id: 7,
      changes: { title: 'Über uns' },
    })
    expect(hasUnsavedChanges(state)).toBe(false)
  })

  it('an unknown item changes nothing and adds no history', () => {
    const before = testState()
    expect(
      editorReducer(before, {
        type: 'itemChanged',
        kind: 'content',
        id: 999,
        changes: { data: {} },
      }),
    ).toBe(before)
  })
})
