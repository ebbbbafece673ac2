import type { ActionOf } from '../actions.ts'
import type { EditorState } from '../state.ts'
import { findSection } from '../tree/walk.ts'

/** Add mode: the component picker will insert at this position of a section. */
export function addStarted(state: EditorState, action: ActionOf<'addStarted'>): EditorState {
  const section = findSection(state.page, action.target.sectionId)
  if (!section) return state
  const index = Math.max(0, Math.min(action.target.index, section.contents.length))
  return { ...state, addTarget: { sectionId: section.id, index } }
}

export function addCancelled(state: EditorState): EditorState {
  return state.addTarget === null ? state : { ...state, addTarget: null }
}
