import type { ActionOf, EditorAction, EditorActionType } from '../actions.ts'
import type { EditorState } from '../state.ts'
import { addCancelled, addStarted } from './add-started.ts'
import { blockDeleted } from './block-deleted.ts'
import { blockDuplicated } from './block-duplicated.ts'
import { blockInserted } from './block-inserted.ts'
import { blockMoved } from './block-moved.ts'
import { itemChanged } from './item-changed.ts'
import { loaded } from './loaded.ts'
import { panelClosed } from './panel-closed.ts'
import { previewToggled } from './preview-toggled.ts'
import { refreshed } from './refreshed.ts'
import { saved } from './saved.ts'
import { selected } from './selected.ts'
import { redone, undone } from './undo-redo.ts'

const handlers: {
  [T in EditorActionType]: (state: EditorState, action: ActionOf<T>) => EditorState
} = {
  loaded,
  selected,
  panelClosed,
  addStarted,
  addCancelled,
  previewToggled,
  itemChanged,
  blockInserted,
  blockDeleted,
  blockDuplicated,
  blockMoved,
  saved,
  refreshed,
  undone,
  redone,
}

/** The editor's one reducer: every action has exactly one handler (STYLE.md, puck). */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const handle = handlers[action.type] as (state: EditorState, action: EditorAction) => EditorState
  return handle(state, action)
}
