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
  /** Earlier versions of `page` for undo, newest last; `future` holds what undo took back. */
  past: PageWithArticles[]
  future: PageWithArticles[]
}

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
