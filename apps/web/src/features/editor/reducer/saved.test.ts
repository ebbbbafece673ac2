import { describe, expect, it } from 'vitest'
import { pendingChanges } from '../selectors.ts'
import { editorReducer } from './index.ts'
import { testState } from './test-page.ts'

describe('saved', () => {
  it('what was sent is saved; what was typed meanwhile stays unsaved', () => {
    let state = editorReducer(testState(), {
      type: 'itemChanged',
      kind: 'page',
      id: 7,
      changes: { title: 'Team' },
    })
    state = editorReducer(state, {
      type: 'itemChanged',
      kind: 'content',
      id: 111,
      changes: { data: { text: 'A' } },
    })
    // The save of the page is under way while the person types on.
    state = editorReducer(state, {
      type: 'itemChanged',
      kind: 'page',
      id: 7,
      changes: { title: 'Team!' },
    })
    state = editorReducer(state, { type: 'saved', kind: 'page', id: 7, fields: { title: 'Team' } })
    expect(pendingChanges(state)).toEqual([
      { kind: 'page', id: 7, changes: { title: 'Team!' } },
      { kind: 'content', id: 111, changes: { data: { text: 'A' } } },
    ])
    state = editorReducer(state, { type: 'saved', kind: 'page', id: 7, fields: { title: 'Team!' } })
    state = editorReducer(state, {
      type: 'saved',
      kind: 'content',
      id: 111,
      fields: { data: { text: 'A' } },
    })
    expect(pendingChanges(state)).toEqual([])
  })
})

describe('saved with a new version', () => {
  it('the next save names the new updated_at; the version itself is never an unsaved change', () => {
    let state = editorReducer(testState(), {
      type: 'itemChanged',
      kind: 'section',
      id: 11,
      changes: { title: 'Neu' },
    })
    state = editorReducer(state, {
      type: 'saved',
      kind: 'section',
      id: 11,
      fields: { title: 'Neu', updated_at: '2026-11-22 10:00:05' },
    })
    expect(pendingChanges(state)).toEqual([])
    expect(state.page.articles[0]!.sections[0]!.updated_at).toBe('2026-11-22 10:00:05')
    state = editorReducer(state, { type: 'undone' })
    expect(state.page.articles[0]!.sections[0]!.updated_at).toBe('2026-11-22 10:00:05')
    expect(pendingChanges(state)).toEqual([
      { kind: 'section', id: 11, changes: { title: 'Section 11' } },
    ])
  })
})
