import { describe, expect, it } from 'vitest'
import { viewMode } from '../selectors.ts'
import { editorReducer } from './index.ts'
import { testState } from './test-page.ts'

describe('panelClosed', () => {
  it('gives the preview the full width and keeps the selection', () => {
    const open = editorReducer(testState(), {
      type: 'selected',
      selection: { kind: 'content', id: 111 },
    })
    const state = editorReducer(open, { type: 'panelClosed' })
    expect(viewMode(state)).toBe('full')
    expect(state.selection).toEqual({ kind: 'content', id: 111 })
  })
})
