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
  return mergeItems(page, [{ kind, id, fields }])
}

/**
 * Writes the fields of many items in one walk per kind of item (a reorder's new versions touch
 * every sibling: one walk each would be quadratic on a big page, issue #6).
 */
export function mergeItems(
  page: PageWithArticles,
  items: readonly { kind: ItemKind; id: number; fields: object }[],
): PageWithArticles {
  const byKind = new Map<ItemKind, Map<number, Record<string, unknown>>>()
  for (const { kind, id, fields } of items) {
    const own = byKind.get(kind) ?? new Map<number, Record<string, unknown>>()
    own.set(id, { ...own.get(id), ...ownFields(fields) })
    byKind.set(kind, own)
  }
  const mergeFrom =
    (kind: ItemKind) =>
    <T extends { id: number }>(item: T): T => {
      const own = byKind.get(kind)?.get(item.id)
      return own ? { ...item, ...own } : item
    }
  let next = mergeFrom('page')(page)
  if (byKind.has('article')) next = mapArticles(next, mergeFrom('article'))
  if (byKind.has('section')) next = mapSections(next, mergeFrom('section'))
  if (byKind.has('content')) next = mapContents(next, mergeFrom('content'))
  return next
}

/** The person changed fields of the page or a block: shown at once, unsaved, undoable. */
export function itemChanged(state: EditorState, action: ActionOf<'itemChanged'>): EditorState {
  return commit(state, mergeItem(state.page, action.kind, action.id, action.changes))
}
