import type { ContrastColors } from '../../../components/contrast-check'
import type { ChangeEvent } from 'react'
import type { FieldErrors } from '../../../api/client'
import type { EditorStore } from '../hooks/use-editor-store'
import type { ItemKind } from '../state'

/** Titles of what a block may pick (layouts of the site, themes and colour sets of the organisation). */
export interface EditorOptions {
  layouts: { id: number; title: string }[]
  themes: { id: number; title: string }[]
  /** With their colours: a set that fails its contrast check is marked where it is chosen. */
  colorsets: ({ id: number; title: string } & ContrastColors)[]
}

/**
 * Binds inputs to one item's fields: every keystroke is an `itemChanged` (shown in the preview,
 * unsaved, undoable); a field's save error (422) shows under it.
 */
export function bindItem({
  store,
  kind,
  id,
  item,
  errors = {},
}: {
  store: EditorStore
  kind: ItemKind
  id: number
  item: object
  errors?: FieldErrors
}) {
  const values = item as Record<string, unknown>
  const change = (changes: Record<string, unknown>) =>
    store.dispatch({ type: 'itemChanged', kind, id, changes } as never)
  return {
    change,
    error: (field: string) => errors[field]?.[0],
    /** A free text field; empty means null. */
    text: (field: string) => ({
      value: (values[field] as string | null) ?? '',
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        change({ [field]: event.currentTarget.value === '' ? null : event.currentTarget.value }),
      error: errors[field]?.[0],
    }),
    /** A select of ids; cleared means null. */
    id: (field: string) => ({
      value: values[field] == null ? null : String(values[field]),
      onChange: (value: string | null) => change({ [field]: value ? Number(value) : null }),
      error: errors[field]?.[0],
    }),
  }
}

export const asOptions = (items: { id: number; title: string }[]) =>
  items.map((item) => ({ value: String(item.id), label: item.title }))
