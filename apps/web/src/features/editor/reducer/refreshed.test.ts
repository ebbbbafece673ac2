import { describe, expect, it } from 'vitest'
import { canUndo, pendingChanges } from '../selectors.ts'
import { editorReducer } from './index.ts'
import { testState } from './test-page.ts'

describe('refreshed', () => {
  it('a reloaded item drops its own unsaved change, keeps the others, and undo does not bring it back', () => {
    let state = editorReducer(testState(), {
      type: 'itemChanged',
      kind: 'section',
      id: 11,
      changes: { title: 'Meins' },
    })
    state = editorReducer(state, {
      type: 'itemChanged',
      kind: 'page',
      id: 7,
      changes: { title: 'Team' },
    })
    state = editorReducer(state, {
      type: 'refreshed',
      items: [
        {
          kind: 'section',
          id: 11,
          fields: { title: 'Von Kim', updated_at: '2026-11-22 10:00:09' },
        },
      ],
    })
    expect(state.page.articles[0]!.sections[0]!.title).toBe('Von Kim')
    expect(pendingChanges(state)).toEqual([{ kind: 'page', id: 7, changes: { title: 'Team' } }])
    state = editorReducer(state, { type: 'undone' })
    state = editorReducer(state, { type: 'undone' })
    expect(canUndo(state)).toBe(false)
    expect(state.page.articles[0]!.sections[0]!.title).toBe('Von Kim')
  })
})
