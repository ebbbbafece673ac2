import type { Article, Content, PageWithArticles, Section } from '@sitewerk/contracts'
import type {
  AddTarget,
  BlockKind,
  BlockStep,
  ItemFields,
  ItemKind,
  Panel,
  Selection,
} from './state.ts'

type Block<K extends BlockKind> = K extends 'article'
  ? Article
  : K extends 'section'
    ? Section
    : Content
type BlockAction<T extends string, Extra> = {
  [K in BlockKind]: { type: T; kind: K } & Extra
}[BlockKind]
type ItemAction<T extends string, Extra> = {
  [K in ItemKind]: { type: T; kind: K; id: number } & Extra
}[ItemKind]

/**
 * A block step is taken after the server's part (decision 015): `step` is the step the server
 * acted on, `restored` the block it re-created when the step brings one back.
 */
type HistoryAction<T extends string> = { type: T; step?: BlockStep; restored?: Block<BlockKind> }

/** Everything that can happen in the editor (puck's action union); one handler each in reducer/. */
export type EditorAction =
  | { type: 'loaded'; page: PageWithArticles }
  | { type: 'selected'; selection: Selection; panel?: Panel }
  | { type: 'panelClosed' }
  | { type: 'addStarted'; target: AddTarget }
  | { type: 'addCancelled' }
  | { type: 'previewToggled' }
  | ItemAction<'itemChanged', { changes: Partial<ItemFields<ItemKind>> }>
  | {
      [K in BlockKind]: {
        type: 'blockInserted'
        kind: K
        block: Block<K>
        /** The page (articles), article (sections) or section (contents) it goes into. */
        parentId: number
        index: number
      }
    }[BlockKind]
  | BlockAction<'blockDeleted', { id: number }>
  | {
      [K in BlockKind]: { type: 'blockDuplicated'; kind: K; sourceId: number; copy: Block<K> }
    }[BlockKind]
  | BlockAction<'blockMoved', { id: number; parentId: number; index: number }>
  | ItemAction<'saved', { fields: Partial<ItemFields<ItemKind>> }>
  | { type: 'refreshed'; items: { kind: ItemKind; id: number; fields: Record<string, unknown> }[] }
  | HistoryAction<'undone'>
  | HistoryAction<'redone'>

export type EditorActionType = EditorAction['type']
export type ActionOf<T extends EditorActionType> = Extract<EditorAction, { type: T }>
