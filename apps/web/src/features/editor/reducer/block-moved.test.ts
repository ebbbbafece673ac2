import { describe, expect, it } from 'vitest'
import { pendingChanges } from '../selectors.ts'
import { editorReducer } from './index.ts'
import { contentIds, testState } from './test-page.ts'

describe('blockMoved', () => {
  it('reorders contents within a section; the new orders are unsaved', () => {
    const state = editorReducer(testState(), {
      type: 'blockMoved',
      kind: 'content',
      id: 113,
      parentId: 11,
      index: 0,
    })
    expect(contentIds(state, 11)).toEqual([
      [113, 1],
      [111, 2],
      [112, 3],
    ])
    expect(pendingChanges(state)).toEqual([
      { kind: 'content', id: 113, changes: { order: 1 } },
      { kind: 'content', id: 111, changes: { order: 2 } },
      { kind: 'content', id: 112, changes: { order: 3 } },
    ])
  })

  it('moves a content into another section of another article', () => {
    const state = editorReducer(testState(), {
      type: 'blockMoved',
      kind: 'content',
      id: 112,
      parentId: 21,
      index: 0,
    })
    expect(contentIds(state, 21)).toEqual([[112, 1]])
    expect(contentIds(state, 11)).toEqual([
      [111, 1],
      [113, 2],
    ])
    expect(pendingChanges(state)).toContainEqual({
      kind: 'content',
      id: 112,
      changes: { section_id: 21, order: 1 },
    })
  })

  it('moves a section to another article and back with undo', () => {
    let state = editorReducer(testState(), {
      type: 'blockMoved',
      kind: 'section',
      id: 12,
      parentId: 2,
      index: 1,
    })
    expect(state.page.articles[1]!.sections.map((s) => s.id)).toEqual([21, 12])
    state = editorReducer(state, { type: 'undone' })
    expect(state.page.articles[0]!.sections.map((s) => s.id)).toEqual([11, 12])
    expect(pendingChanges(state)).toEqual([])
  })

  it('a move onto its own place or into a parent that does not exist changes nothing', () => {
    const before = testState()
    expect(
      editorReducer(before, {
        type: 'blockMoved',
        kind: 'content',
        id: 111,
        parentId: 11,
        index: 0,
      }),
    ).toBe(before)
    expect(
      editorReducer(before, {
        type: 'blockMoved',
        kind: 'content',
        id: 111,
        parentId: 99,
        index: 0,
      }),
    ).toBe(before)
    expect(
      editorReducer(before, { type: 'blockMoved', kind: 'article', id: 1, parentId: 8, index: 1 }),
    ).toBe(before)
  })
})
