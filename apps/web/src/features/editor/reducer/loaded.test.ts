import { describe, expect, it } from 'vitest'
import { editorReducer } from './index.ts'
import { testPage, testState } from './test-page.ts'

describe('loaded', () => {
  it('shows the page as saved, with the page selected and no history', () => {
    const edited = editorReducer(testState(), {
      type: 'itemChanged',
      kind: 'page',
      id: 7,
      changes: { title: 'Neu' },
    })
    const page = { ...testPage(), title: 'Vom Server' }
    const state = editorReducer(edited, { type: 'loaded', page })
    expect(state.page).toBe(page)
    expect(state.snapshot).toBe(page)
    expect(state.selection).toEqual({ kind: 'page' })
    expect(state.past).toEqual([])
    expect(state.future).toEqual([])
  })
})
