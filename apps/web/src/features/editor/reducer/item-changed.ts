import type { PageWithArticles } from '@sitewerk/contracts'
import type { ActionOf } from '../actions.ts'
import type { EditorState, ItemKind } from '../state.ts'
import { mapArticles, mapContents, mapSections } from '../tree/walk.ts'
import { commit } from './history.ts'

/** Ids and children are never edited through fields; moving a block has its own action. */
const NOT_FIELDS = new Set(['id', 'articles', 'sections', 'contents', 'background_content'])

export function ownFields(fields: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !NOT_FIELDS.has(key)))
}

/** Writes `fields` into item `id` of `kind`; the page object stays the same if nothing matched. */
export function mergeItem(
  page: PageWithArticles,
  kind: ItemKind,
  id: number,
  fields: object,
): PageWithArticles {
  const own = ownFields(fields)
  const merge = <T extends { id: number }>(item: T): T =>
    item.id === id ? { ...item, ...own } : item
  if (kind === 'page') return page.id === id ? { ...page, ...own } : page
  if (kind === 'article') return mapArticles(page, merge)
  if (kind === 'section') return mapSections(page, merge)
  return mapContents(page, merge)
}

/** The person changed fields of the page or a block: shown at once, unsaved, undoable. */
export function itemChanged(state: EditorState, action: ActionOf<'itemChanged'>): EditorState {
  return commit(state, mergeItem(state.page, action.kind, action.id, action.changes))
}
