import { describe, expect, it } from 'vitest'
import { editorReducer } from './index.ts'
import { testState } from './test-page.ts'

describe('addStarted and addCancelled', () => {
  it('remembers where the picker inserts, clamped to the section', () => {
    const state = editorReducer(testState(), {
      type: 'addStarted',
      target: { sectionId: 12, index: 9 },
    })
    expect(state.addTarget).toEqual({ sectionId: 12, index: 1 })
    expect(editorReducer(state, { type: 'addCancelled' }).addTarget).toBeNull()
  })

  it('ignores a section that is not on the page', () => {
    const before = testState()
    expect(editorReducer(before, { type: 'addStarted', target: { sectionId: 99, index: 0 } })).toBe(
      before,
    )
  })
})
