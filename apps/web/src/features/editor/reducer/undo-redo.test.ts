import { describe, expect, it } from 'vitest'
import { canRedo, canUndo } from '../selectors.ts'
import { HISTORY_LIMIT } from '../state.ts'
import { editorReducer } from './index.ts'
import { testState } from './test-page.ts'

const rename = (title: string) =>
  ({ type: 'itemChanged', kind: 'page', id: 7, changes: { title } }) as const

describe('undone and redone', () => {
  it('steps back and forth through every change of the session', () => {
    let state = editorReducer(testState(), rename('A'))
    state = editorReducer(state, rename('B'))
    state = editorReducer(state, { type: 'undone' })
    expect(state.page.title).toBe('A')
    state = editorReducer(state, { type: 'undone' })
    expect(state.page.title).toBe('Über uns')
    expect(canUndo(state)).toBe(false)
    state = editorReducer(state, { type: 'redone' })
    state = editorReducer(state, { type: 'redone' })
    expect(state.page.title).toBe('B')
    expect(canRedo(state)).toBe(false)
  })

  it('a new change after undo drops what could have been redone', () => {
    let state = editorReducer(testState(), rename('A'))
    state = editorReducer(state, { type: 'undone' })
    state = editorReducer(state, rename('C'))
    expect(canRedo(state)).toBe(false)
  })

  it('keeps at most HISTORY_LIMIT versions', () => {
    let state = testState()
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) state = editorReducer(state, rename(`T${i}`))
    expect(state.past).toHaveLength(HISTORY_LIMIT)
  })

  it('with nothing to undo or redo the state stays the same', () => {
    const before = testState()
    expect(editorReducer(before, { type: 'undone' })).toBe(before)
    expect(editorReducer(before, { type: 'redone' })).toBe(before)
  })
})
