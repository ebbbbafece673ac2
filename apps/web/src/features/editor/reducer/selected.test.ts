import { describe, expect, it } from 'vitest'
import { editorMode, viewMode } from '../selectors.ts'
import { editorReducer } from './index.ts'
import { testState } from './test-page.ts'

describe('selected', () => {
  it('a content opens its editor: editor mode content, panel on the right', () => {
    const state = editorReducer(testState(), {
      type: 'selected',
      selection: { kind: 'content', id: 112 },
    })
    expect(editorMode(state)).toBe('content')
    expect(viewMode(state)).toBe('right')
  })

  it.each([
    [{ kind: 'page' as const }, 'page'],
    [{ kind: 'article' as const, id: 2 }, 'article'],
    [{ kind: 'section' as const, id: 12 }, 'section'],
  ])('%j opens its settings on the left', (selection, mode) => {
    const state = editorReducer(testState(), { type: 'selected', selection })
    expect(editorMode(state)).toBe(mode)
    expect(viewMode(state)).toBe('left')
  })

  it('ends add mode', () => {
    const adding = editorReducer(testState(), {
      type: 'addStarted',
      target: { sectionId: 11, index: 1 },
    })
    const state = editorReducer(adding, {
      type: 'selected',
      selection: { kind: 'section', id: 11 },
    })
    expect(state.addTarget).toBeNull()
  })

  it('ignores a block that is not on the page', () => {
    const before = testState()
    expect(
      editorReducer(before, { type: 'selected', selection: { kind: 'content', id: 999 } }),
    ).toBe(before)
  })
})
