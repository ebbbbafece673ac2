import { notifications } from '@mantine/notifications'
import type { Component } from '@sitewerk/contracts'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '../../../api/client'
import { useConfirmDelete } from '../../../components/ui/use-confirm-delete'
import { createArticle, createContent, createSection } from '../api/create-block'
import { deleteBlock } from '../api/delete-block'
import { duplicateBlock } from '../api/duplicate-block'
import { getBlock } from '../api/get-block'
import { isEqual, pendingChanges } from '../selectors'
import { ownFields } from '../reducer/item-changed'
import type { BlockKind, Selection } from '../state'
import { childIds } from '../tree/children'
import { findBlock, indexOf, parentOf } from '../tree/walk'
import { refreshVersions, writeOrder } from './refresh-versions'
import type { EditorStore } from './use-editor-store'

/**
 * What the outline, the preview and the panels do to blocks (STYLE.md: commands shared by
 * toolbar, menus and shortcuts). Creating, deleting and copying happen on the server at once and
 * are undone there (decision 015); field changes and moves are unsaved until Save. `onServerChange`
 * hears of each change made on the server (the draft changed; issue #15).
 */
export function useBlockCommands(
  store: EditorStore,
  componentTitle: (id: number) => string,
  onServerChange: () => void,
) {
  const { t } = useTranslation()
  const confirmDelete = useConfirmDelete()

  /** What the delete dialog names (issue 13): 'Block „Karten“ löschen?'. */
  const deleteQuestion = useCallback(
    (kind: BlockKind, id: number) => {
      const { page } = store.getState()
      const block = findBlock(page, kind, id)
      const n = indexOf(page, kind, id) + 1
      if (kind === 'content')
        return t('editor.delete.content', {
          name: componentTitle((block as { component_id: number }).component_id),
        })
      const title = (block as { title: string | null } | undefined)?.title
      return title
        ? t(`editor.delete.${kind}Titled`, { name: title })
        : t(`editor.delete.${kind}`, { n })
    },
    [store, t, componentTitle],
  )

  const run = useCallback(
    async (work: () => Promise<void>) => {
      try {
        await work()
        onServerChange()
      } catch (error) {
        notifications.show({
          color: 'red',
          title: t('editor.errors.action'),
          message: getErrorMessage(error),
        })
      }
    },
    [t, onServerChange],
  )

  /** spec §4: selecting an item loads it from the server; an item with unsaved changes keeps them. */
  const select = useCallback(
    (selection: Selection) => {
      store.dispatch({ type: 'selected', selection })
      if (selection.kind === 'page') return
      const { kind, id } = selection
      void getBlock({ kind, id })
        .then((fresh) => {
          const state = store.getState()
          const local = findBlock(state.page, kind, id)
          const isDirty = pendingChanges(state).some((p) => p.kind === kind && p.id === id)
          const fields = ownFields(fresh)
          if (!local || isDirty || isEqual(ownFields(local), fields)) return
          store.dispatch({ type: 'refreshed', items: [{ kind, id, fields }] })
        })
        .catch(() => {}) // the item as the editor has it stays shown
    },
    [store],
  )

  return useMemo(
    () => ({
      select,
      insertContent: (component: Component, sectionId: number, index: number) =>
        run(async () => {
          const block = await createContent({
            section_id: sectionId,
            order: index + 1,
            component_id: component.id,
            data: component.data,
          })
          store.dispatch({
            type: 'blockInserted',
            kind: 'content',
            block,
            parentId: sectionId,
            index,
          })
          await writeOrder(store, 'content', sectionId)
        }),
      addSection: (articleId: number, index: number) =>
        run(async () => {
          const block = await createSection({ article_id: articleId, order: index + 1 })
          store.dispatch({
            type: 'blockInserted',
            kind: 'section',
            block,
            parentId: articleId,
            index,
          })
          await writeOrder(store, 'section', articleId)
        }),
      addArticle: (index: number) =>
        run(async () => {
          const pageId = store.getState().page.id
          // spec §4: a new article is full height and centred, with one section to fill
          const article = await createArticle({
            page_id: pageId,
            order: index + 1,
            height: 'full',
            alignment: 'center',
          })
          const section = await createSection({ article_id: article.id, order: 1 })
          store.dispatch({
            type: 'blockInserted',
            kind: 'article',
            block: { ...article, sections: [section] },
            parentId: pageId,
            index,
          })
          await writeOrder(store, 'article', pageId)
        }),
      remove: (kind: BlockKind, id: number) =>
        confirmDelete({
          text: `${deleteQuestion(kind, id)} ${t('editor.delete.undoHint')}`,
          onConfirm: () =>
            void run(async () => {
              const parentId = parentOf(store.getState().page, kind, id) ?? store.getState().page.id
              await deleteBlock({ kind, id })
              store.dispatch({ type: 'blockDeleted', kind, id })
              if (childIds(store.getState().page, kind, parentId).length > 0)
                await writeOrder(store, kind, parentId)
            }),
        }),
      duplicate: (kind: BlockKind, id: number) =>
        run(async () => {
          const parentId = parentOf(store.getState().page, kind, id) ?? store.getState().page.id
          const { id: copyId } = await duplicateBlock({ kind, id })
          const copy = await getBlock({ kind, id: copyId })
          store.dispatch({ type: 'blockDuplicated', kind, sourceId: id, copy } as never)
          await refreshVersions(store, kind, parentId)
        }),
      /** Up (-1) or down (+1) among its siblings: the keyboard's way to reorder. */
      moveBy: (kind: BlockKind, id: number, delta: number) => {
        const { page } = store.getState()
        const parentId = parentOf(page, kind, id) ?? page.id
        const index = indexOf(page, kind, id) + delta
        if (index < 0 || index >= childIds(page, kind, parentId).length) return
        store.dispatch({ type: 'blockMoved', kind, id, parentId, index })
      },
      move: (kind: BlockKind, id: number, parentId: number, index: number) =>
        store.dispatch({ type: 'blockMoved', kind, id, parentId, index }),
    }),
    [run, select, store, confirmDelete, deleteQuestion, t],
  )
}

export type BlockCommands = ReturnType<typeof useBlockCommands>
