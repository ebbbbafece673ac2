import type { PageWithArticles } from '@sitewerk/contracts'
import { useState, useSyncExternalStore } from 'react'
import type { EditorAction } from '../actions'
import { editorReducer } from '../reducer'
import { createEditorState, type EditorState } from '../state'

/**
 * The editor's state outside React: async flows (save, insert, delete) read the newest state
 * with getState() between their requests instead of a stale closure.
 */
export function createEditorStore(page: PageWithArticles) {
  let state = createEditorState(page)
  const listeners = new Set<() => void>()
  return {
    getState: (): EditorState => state,
    dispatch(action: EditorAction) {
      const next = editorReducer(state, action)
      if (next === state) return
      state = next
      for (const listener of listeners) listener()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

export type EditorStore = ReturnType<typeof createEditorStore>

export function useEditorStore(page: PageWithArticles) {
  const [store] = useState(() => createEditorStore(page))
  const state = useSyncExternalStore(store.subscribe, store.getState)
  return { state, store }
}
