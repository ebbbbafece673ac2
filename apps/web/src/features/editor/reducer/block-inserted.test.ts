import { describe, expect, it } from 'vitest'
import { hasUnsavedChanges, pendingChanges } from '../selectors.ts'
import type { BlockStep } from '../state.ts'
import { editorReducer } from './index.ts'
import { article, content, contentIds, section, testState } from './test-page.ts'

describe('blockInserted', () => {
  it('puts a new content at the picker’s position, selects it and ends add mode', () => {
    let state = editorReducer(testState(), {
      type: 'addStarted',
      target: { sectionId: 11, index: 1 },
    })
    state = editorReducer(state, {
      type: 'blockInserted',
      kind: 'content',
      block: content(500, 11, 0),
      parentId: 11,
      index: 1,
    })
    expect(contentIds(state, 11)).toEqual([
      [111, 1],
      [500, 2],
      [112, 3],
      [113, 4],
    ])
    expect(state.selection).toEqual({ kind: 'content', id: 500 })
    expect(state.addTarget).toBeNull()
  })

  it('is saved already; undo takes it back (on the server) before the change made earlier', () => {
    let state = editorReducer(testState(), {
      type: 'itemChanged',
      kind: 'page',
      id: 7,
      changes: { title: 'T' },
    })
    state = editorReducer(state, {
      type: 'blockInserted',
      kind: 'section',
      block: section(30, 0, 0),
      parentId: 2,
      index: 0,
    })
    expect(pendingChanges(state)).toEqual([{ kind: 'page', id: 7, changes: { title: 'T' } }])
    const step = state.past.at(-1)
    expect(step).toMatchObject({ type: 'block', change: 'added', kind: 'section' })
    state = editorReducer(state, { type: 'undone', step: step as BlockStep })
    expect(state.page.articles[1]!.sections.map((s) => s.id)).toEqual([21])
    state = editorReducer(state, { type: 'undone' })
    expect(state.page.title).toBe('Über uns')
    expect(hasUnsavedChanges(state)).toBe(false)
  })

  it('adds an article to the page', () => {
    const state = editorReducer(testState(), {
      type: 'blockInserted',
      kind: 'article',
      block: article(3, 0),
      parentId: 7,
      index: 2,
    })
    expect(state.page.articles.map((a) => [a.id, a.order])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ])
  })
})
