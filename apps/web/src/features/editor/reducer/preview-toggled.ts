import type { EditorState } from '../state.ts'

/** Preview shows the page as visitors see it: no panel, no add mode. */
export function previewToggled(state: EditorState): EditorState {
  return state.preview
    ? { ...state, preview: false }
    : { ...state, preview: true, panel: null, addTarget: null }
}
