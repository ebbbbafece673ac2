import { PREVENT_SUBMIT_MS } from '@sitewerk/contracts'
import { useCallback, useRef, useState } from 'react'
import { isApiError, type FieldErrors } from '../../../api/client'
import { saveItem } from '../api/save-item'
import { isEqual, pendingChanges, type PendingChange } from '../selectors'
import type { BlockKind, ItemKind } from '../state'
import { childIds, PARENT_FIELD } from '../tree/children'
import { findBlock, parentOf } from '../tree/walk'
import { getBlock } from '../api/get-block'
import { getPage } from '../api/get-page'
import { ownFields } from '../reducer/item-changed'
import { writeOrder } from './refresh-versions'
import type { EditorStore } from './use-editor-store'

/** Fields that say where a block is: written by one reorder call per parent, not by PATCH. */
const PLACE_FIELDS = new Set(['order', 'page_id', 'article_id', 'section_id'])

export const itemKey = (kind: ItemKind, id: number) => `${kind}:${id}`

/** Why an item was not saved: invalid fields (422) or someone else saved it first (409). */
export type SaveProblem =
  | { type: 'invalid'; kind: ItemKind; id: number; message: string; errors: FieldErrors }
  | { type: 'conflict'; kind: ItemKind; id: number; message: string }

export interface SaveStatus {
  isSaving: boolean
  /** The server failed or could not be reached: the changes stay unsaved, retry is offered. */
  failure: string | null
  problems: Record<string, SaveProblem>
}

const isPlaceChange = (change: PendingChange) =>
  change.kind !== 'page' && Object.keys(change.changes).some((key) => PLACE_FIELDS.has(key))

function versionOf(store: EditorStore, kind: ItemKind, id: number) {
  const { page } = store.getState()
  return kind === 'page' ? page.updated_at : findBlock(page, kind, id)?.updated_at
}

/** Moves first: each parent whose children moved gets its new order in one atomic call. */
async function saveMoves(store: EditorStore) {
  const { page } = store.getState()
  const parents = new Map<string, { kind: BlockKind; parentId: number }>()
  for (const change of pendingChanges(store.getState()).filter(isPlaceChange)) {
    const kind = change.kind as BlockKind
    const parentId = parentOf(page, kind, change.id) ?? page.id
    parents.set(`${kind}:${parentId}`, { kind, parentId })
  }
  for (const { kind, parentId } of parents.values()) {
    await writeOrder(store, kind, parentId)
    for (const [index, id] of childIds(store.getState().page, kind, parentId).entries())
      store.dispatch({
        type: 'saved',
        kind,
        id,
        fields: { order: index + 1, [PARENT_FIELD[kind]]: parentId },
      })
  }
}

/**
 * The server may store a field differently from how it was sent (rich text is sanitised, decision
 * 011): where the editor still holds what was sent, it takes the server's value, so the preview
 * shows what visitors get and nothing looks unsaved.
 */
function keepServerVersion(
  store: EditorStore,
  change: PendingChange,
  sent: Record<string, unknown>,
  stored: Record<string, unknown>,
) {
  const { page } = store.getState()
  const current: Record<string, unknown> | undefined =
    change.kind === 'page' ? page : findBlock(page, change.kind, change.id)
  const fields = Object.fromEntries(
    Object.keys(sent).flatMap((key) =>
      key in stored && !isEqual(stored[key], sent[key]) && isEqual(current?.[key], sent[key])
        ? [[key, stored[key]]]
        : [],
    ),
  )
  if (Object.keys(fields).length > 0)
    store.dispatch({ type: 'refreshed', items: [{ kind: change.kind, id: change.id, fields }] })
}

/**
 * Save (issue #6 scope 5): only what changed, one PATCH per item naming the version it started
 * from. A refused item keeps its change and says why at its field (422) or with a reload offer
 * (409); a server error or lost connection stops the save and keeps everything unsaved.
 */
export function useSave(store: EditorStore) {
  const [status, setStatus] = useState<SaveStatus>({
    isSaving: false,
    failure: null,
    problems: {},
  })

  // spec §9 prevent-submit mode: no second save while one runs or within 1000 ms after one
  // succeeded (a double click, a held Ctrl+S); after a failure a retry may start at once
  const blockedUntil = useRef(0)
  /** Answers whether the save reached the server (refused items aside): the draft changed. */
  const save = useCallback(async (): Promise<boolean> => {
    if (performance.now() < blockedUntil.current) return false
    blockedUntil.current = Infinity
    setStatus((s) => ({ ...s, isSaving: true, failure: null }))
    const problems: Record<string, SaveProblem> = {}
    try {
      await saveMoves(store)
      for (const change of pendingChanges(store.getState())) {
        const fields = Object.fromEntries(
          Object.entries(change.changes).filter(([key]) => !PLACE_FIELDS.has(key)),
        )
        if (Object.keys(fields).length === 0) continue
        const { kind, id } = change
        try {
          const saved = await saveItem({
            kind,
            id,
            body: { ...fields, updated_at: versionOf(store, kind, id) },
          })
          store.dispatch({
            type: 'saved',
            kind,
            id,
            fields: { ...fields, updated_at: saved.updated_at },
          })
          keepServerVersion(store, change, fields, saved as Record<string, unknown>)
        } catch (error) {
          if (!isApiError(error) || (error.status !== 422 && error.status !== 409)) throw error
          problems[itemKey(kind, id)] =
            error.status === 422
              ? { type: 'invalid', kind, id, message: error.message, errors: error.errors }
              : { type: 'conflict', kind, id, message: error.message }
        }
      }
      const firstInvalid = Object.values(problems).find((p) => p.type === 'invalid')
      if (firstInvalid)
        store.dispatch({
          type: 'selected',
          selection:
            firstInvalid.kind === 'page'
              ? { kind: 'page' }
              : { kind: firstInvalid.kind, id: firstInvalid.id },
        })
      blockedUntil.current = performance.now() + PREVENT_SUBMIT_MS
      setStatus({ isSaving: false, failure: null, problems })
      return true
    } catch (error) {
      blockedUntil.current = 0
      setStatus({
        isSaving: false,
        failure: isApiError(error) ? error.message : String(error),
        problems,
      })
      return false
    }
  }, [store])

  /** After a conflict: the server's version of the item replaces the person's change. */
  const reload = useCallback(
    async (kind: ItemKind, id: number) => {
      const item = kind === 'page' ? await getPage(id) : await getBlock({ kind, id })
      store.dispatch({ type: 'refreshed', items: [{ kind, id, fields: ownFields(item) }] })
      const key = itemKey(kind, id)
      setStatus((s) => ({
        ...s,
        problems: Object.fromEntries(Object.entries(s.problems).filter(([k]) => k !== key)),
      }))
    },
    [store],
  )

  return { status, save, reload }
}
