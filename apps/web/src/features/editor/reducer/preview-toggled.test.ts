import { describe, expect, it } from 'vitest'
import { viewMode } from '../selectors.ts'
import { editorReducer } from './index.ts'
import { testState } from './test-page.ts'

describe('previewToggled', () => {
  it('shows the page as visitors see it, without panel or add mode, and back', () => {
    let state = editorReducer(testState(), {
      type: 'addStarted',
      target: { sectionId: 11, index: 0 },
    })
    state = editorReducer(state, { type: 'selected', selection: { kind: 'section', id: 11 } })
    state = editorReducer(state, { type: 'previewToggled' })
    expect(state.preview).toBe(true)
    expect(state.panel).toBeNull()
    expect(viewMode(state)).toBe('full')
    expect(editorReducer(state, { type: 'previewToggled' }).preview).toBe(false)
  })
})
