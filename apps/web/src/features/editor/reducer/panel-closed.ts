import type { EditorState } from '../state.ts'

/** Closes the side panel: the preview takes the full width again (spec §2 view mode). */
export function panelClosed(state: EditorState): EditorState {
  return state.panel === null ? state : { ...state, panel: null }
}
