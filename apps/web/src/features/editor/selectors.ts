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
  const list: { kind: ItemKind; id: number; fields: Record<string, unknown> }[] = [
    { kind: 'page', id: page.id, fields: ownFields(page) },
  ]
  for (const article of page.articles) {
    list.push({ kind: 'article', id: article.id, fields: ownFields(article) })
    for (const section of article.sections) {
      list.push({ kind: 'section', id: section.id, fields: ownFields(section) })
      for (const content of section.contents) {
        list.push({ kind: 'content', id: content.id, fields: ownFields(content) })
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
  const saved = new Map(items(state.snapshot).map((item) => [`${item.kind}:${item.id}`, item]))
  const pending: PendingChange[] = []
  for (const item of items(state.page)) {
    const before = saved.get(`${item.kind}:${item.id}`)?.fields ?? {}
    const changes = Object.fromEntries(
      Object.entries(item.fields).filter(
        ([key, value]) => key !== 'updated_at' && !isEqual(value, before[key]),
      ),
    )
    if (Object.keys(changes).length > 0) pending.push({ kind: item.kind, id: item.id, changes })
  }
  return pending
}

export const hasUnsavedChanges = (state: EditorState) => pendingChanges(state).length > 0
