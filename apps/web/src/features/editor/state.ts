import type { Article, Content, PageWithArticles, Section } from '@sitewerk/contracts'

/** The four kinds of item the editor selects and saves (spec §4 editor mode). */
export type ItemKind = 'page' | 'article' | 'section' | 'content'
export type BlockKind = Exclude<ItemKind, 'page'>

export type Selection = { kind: 'page' } | { kind: BlockKind; id: number }

/** Which side panel is open: the item's editor (its data) or its settings (spec §2 view mode). */
export type Panel = 'editor' | 'settings'

/** Where the component picker inserts: a position in a section's contents. */
export interface AddTarget {
  sectionId: number
  index: number
}

export interface EditorState {
  /** The page as it is in the editor now. */
  page: PageWithArticles
  /** The page as the server last confirmed it: unsaved changes are the difference (spec §4). */
  snapshot: PageWithArticles
  selection: Selection
  panel: Panel | null
  addTarget: AddTarget | null
  preview: boolean
  /** What undo takes back, newest last; `future` holds what undo took back, next first. */
  past: HistoryStep[]
  future: HistoryStep[]
}

/**
 * One step of the history (decision 015). A change made in the editor keeps the whole page as it
 * was on the other side of the step; a block the server created or deleted keeps that block with
 * its children and its place, because undoing or redoing it is a call to the server: deleting it
 * again, or restoring it with its ids.
 */
export type HistoryStep =
  | { type: 'page'; page: PageWithArticles }
  | {
      [K in BlockKind]: {
        type: 'block'
        /** What the step did going forward: undo does the opposite. */
        change: 'added' | 'removed'
        kind: K
        block: K extends 'article' ? Article : K extends 'section' ? Section : Content
        /** The page (articles), article (sections) or section (contents) it belongs in. */
        parentId: number
        index: number
      }
    }[BlockKind]

export type BlockStep = Extract<HistoryStep, { type: 'block' }>

/** Item fields without their children: what one save request of that item writes. */
export type ItemFields<K extends ItemKind> = K extends 'page'
  ? Omit<PageWithArticles, 'articles'>
  : K extends 'article'
    ? Omit<Article, 'sections' | 'background_content'>
    : K extends 'section'
      ? Omit<Section, 'contents'>
      : Content

/** How many versions undo keeps. */
export const HISTORY_LIMIT = 200

export function createEditorState(page: PageWithArticles): EditorState {
  return {
    page,
    snapshot: page,
    selection: { kind: 'page' },
    panel: null,
    addTarget: null,
    preview: false,
    past: [],
    future: [],
  }
}
