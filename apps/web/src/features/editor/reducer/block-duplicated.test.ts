import { describe, expect, it } from 'vitest'
import { editorReducer } from './index.ts'
import { content, contentIds, section, testState } from './test-page.ts'

describe('blockDuplicated', () => {
  it('puts the copy right after its original and selects it', () => {
    const state = editorReducer(testState(), {
      type: 'blockDuplicated',
      kind: 'content',
      sourceId: 111,
      copy: content(600, 11, 0),
    })
    expect(contentIds(state, 11)).toEqual([
      [111, 1],
      [600, 2],
      [112, 3],
      [113, 4],
    ])
    expect(state.selection).toEqual({ kind: 'content', id: 600 })
    expect(state.panel).toBe('editor')
  })

  it('copies a section within its article', () => {
    const state = editorReducer(testState(), {
      type: 'blockDuplicated',
      kind: 'section',
      sourceId: 12,
      copy: section(40, 1, 0),
    })
    expect(state.page.articles[0]!.sections.map((s) => s.id)).toEqual([11, 12, 40])
    expect(state.selection).toEqual({ kind: 'section', id: 40 })
  })

  it('ignores an original that is not on the page', () => {
    const before = testState()
    expect(
      editorReducer(before, {
        type: 'blockDuplicated',
        kind: 'content',
        sourceId: 9,
        copy: content(1, 1, 1),
      }),
    ).toBe(before)
  })
})
