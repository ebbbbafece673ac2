import type { Article, Content, PageWithArticles, Section } from '@sitewerk/contracts'
import type { ActionOf } from '../actions.ts'
import type { EditorState } from '../state.ts'
import { insertArticle, insertContent, insertSection } from '../tree/walk.ts'
import { applyEverywhere } from './history.ts'

export function insertBlock(
  page: PageWithArticles,
  action: Pick<ActionOf<'blockInserted'>, 'kind' | 'block' | 'parentId' | 'index'>,
): PageWithArticles {
  if (action.kind === 'article') {
    return page.id === action.parentId
      ? insertArticle(page, action.block as Article, action.index)
      : page
  }
  if (action.kind === 'section') {
    return insertSection(page, action.block as Section, action.parentId, action.index)
  }
  return insertContent(page, action.block as Content, action.parentId, action.index)
}

/**
 * The server created a block (a component from the picker, a new section or article): it is in
 * the page and the snapshot alike, selected, and add mode ends.
 */
export function blockInserted(state: EditorState, action: ActionOf<'blockInserted'>): EditorState {
  const next = applyEverywhere(state, (page) => insertBlock(page, action))
  if (next.page === state.page) return state
  return {
    ...next,
    selection: { kind: action.kind, id: action.block.id },
    panel: action.kind === 'content' ? 'editor' : 'settings',
    addTarget: null,
  }
}
