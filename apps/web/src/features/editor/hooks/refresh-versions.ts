import type { ReorderBody } from '@sitewerk/contracts'
import { getBlock } from '../api/get-block'
import { getPage } from '../api/get-page'
import { reorderBlocks } from '../api/reorder-blocks'
import type { BlockKind } from '../state'
import { childIds } from '../tree/children'
import type { EditorStore } from './use-editor-store'

const REORDER_TYPE = {
  article: 'articles',
  section: 'sections',
  content: 'contents',
} as const satisfies Record<BlockKind, ReorderBody['type']>

/** The children of a parent as the server has them now. */
export async function loadChildren(kind: BlockKind, parentId: number) {
  if (kind === 'article') return (await getPage(parentId)).articles
  if (kind === 'section') return (await getBlock({ kind: 'article', id: parentId })).sections
  return (await getBlock({ kind: 'section', id: parentId })).contents
}

/**
 * A reorder or a copy moves the `updated_at` of the siblings on the server: the editor takes the
 * new versions, or its next save of a sibling would be refused as a conflict.
 */
export async function refreshVersions(store: EditorStore, kind: BlockKind, parentId: number) {
  const children = await loadChildren(kind, parentId)
  store.dispatch({
    type: 'refreshed',
    items: children.map((child) => ({
      kind,
      id: child.id,
      fields: { updated_at: child.updated_at },
    })),
  })
  return children
}

/** Writes the editor's order of one parent's children to the server (POST reorder). */
export async function writeOrder(store: EditorStore, kind: BlockKind, parentId: number) {
  const ids = childIds(store.getState().page, kind, parentId)
  if (ids.length > 0) await reorderBlocks({ type: REORDER_TYPE[kind], parent_id: parentId, ids })
  await refreshVersions(store, kind, parentId)
}
