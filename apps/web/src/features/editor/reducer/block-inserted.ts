import type { Article, Content, PageWithArticles, Section } from '@sitewerk/contracts'
import type { ActionOf } from '../actions.ts'
import type { BlockStep, EditorState } from '../state.ts'
import { insertArticle, insertContent, insertSection } from '../tree/walk.ts'
import { commitBlock } from './history.ts'

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
 * the page and the snapshot alike, selected, and add mode ends. Undo deletes it again.
 */
export function blockInserted(state: EditorState, action: ActionOf<'blockInserted'>): EditorState {
  if (insertBlock(state.page, action) === state.page) return state
  const { kind, block, parentId, index } = action
  const step = { type: 'block', change: 'added', kind, block, parentId, index } as BlockStep
  const next = commitBlock(state, step, (page) => insertBlock(page, action))
  return {
    ...next,
    selection: { kind: action.kind, id: action.block.id },
    panel: action.kind === 'content' ? 'editor' : 'settings',
    addTarget: null,
  }
}
