import type { PageWithArticles } from '@sitewerk/contracts'
import type { EditorState, ItemKind } from './state.ts'
import { ownFields } from './reducer/item-changed.ts'

/** spec §4: the editor mode follows the selection. */
export const editorMode = (state: EditorState): ItemKind => state.selection.kind

/** spec §2: right when the editor is active, left when settings are active, otherwise full. */
export function viewMode(state: EditorState): 'right' | 'left' | 'full' {
  if (state.preview) return 'full'
  if (state.panel === 'editor') return 'right'
  if (state.panel === 'settings') return 'left'
  return 'full'
}

export const canUndo = (state: EditorState) => state.past.length > 0
export const canRedo = (state: EditorState) => state.future.length > 0

export function isEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const aKeys = Object.keys(a)
  const bKeys = Object.keys(b)
  if (aKeys.length !== bKeys.length) return false
  return aKeys.every(
    (key) =>
      Object.hasOwn(b, key) &&
      isEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}

/**
 * One unsaved item: the fields that differ from the snapshot, i.e. one save request. `updated_at`
 * is the version the server gave, never a change of the person's.
 */
export interface PendingChange {
  kind: ItemKind
  id: number
  changes: Record<string, unknown>
}

function items(page: PageWithArticles) {
  const list: { kind: ItemKind; id: number; item: object }[] = [
    { kind: 'page', id: page.id, item: page },
  ]
  for (const article of page.articles) {
    list.push({ kind: 'article', id: article.id, item: article })
    for (const section of article.sections) {
      list.push({ kind: 'section', id: section.id, item: section })
      for (const content of section.contents) {
        list.push({ kind: 'content', id: content.id, item: content })
      }
    }
  }
  return list
}

/**
 * spec §4 unsaved changes: the comparison with the snapshot, item by item, field by field. Save
 * sends exactly these, one request per item.
 */
export function pendingChanges(state: EditorState): PendingChange[] {
  if (state.page === state.snapshot) return []
  const cached = pendingCache.get(state.page)
  if (cached?.snapshot === state.snapshot) return cached.pending
  const pending = comparePages(state.page, state.snapshot)
  pendingCache.set(state.page, { snapshot: state.snapshot, pending })
  return pending
}

/**
 * The screen, the leave guard, save and select all ask on every render and keystroke (issue #6):
 * the answer for one page and snapshot is computed once. Pages are never mutated, so their
 * identity is their content.
 */
const pendingCache = new WeakMap<
  PageWithArticles,
  { snapshot: PageWithArticles; pending: PendingChange[] }
>()

function comparePages(page: PageWithArticles, snapshot: PageWithArticles): PendingChange[] {
  const saved = new Map(items(snapshot).map((item) => [`${item.kind}:${item.id}`, item]))
  const pending: PendingChange[] = []
  for (const { kind, id, item } of items(page)) {
    const savedItem = saved.get(`${kind}:${id}`)?.item
    // an edit copies only the items it touches: an item shared with the snapshot is unchanged
    if (item === savedItem) continue
    const before = savedItem ? ownFields(savedItem) : {}
    const changes = Object.fromEntries(
      Object.entries(ownFields(item)).filter(
        ([key, value]) => key !== 'updated_at' && !isEqual(value, before[key]),
      ),
    )
    if (Object.keys(changes).length > 0) pending.push({ kind, id, changes })
  }
  return pending
}

export const hasUnsavedChanges = (state: EditorState) => pendingChanges(state).length > 0
