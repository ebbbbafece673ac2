import { notifications } from '@mantine/notifications'
import { useCallback, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '../../../api/client'
import { deleteBlock } from '../api/delete-block'
import { restoreBlock } from '../api/restore-block'
import { restoresBlock } from '../reducer/undo-redo'
import { childIds } from '../tree/children'
import { parentOf } from '../tree/walk'
import { writeOrder } from './refresh-versions'
import type { EditorStore } from './use-editor-store'

/**
 * Undo and redo (Ctrl+Z, Ctrl+Shift+Z). A change made in the editor steps back at once; a block
 * the server created or deleted is deleted or restored on the server first (decision 015), one
 * step at a time: a second press while the server works waits for nothing and does nothing.
 */
export function useHistoryCommands(store: EditorStore, onServerChange: () => void) {
  const { t } = useTranslation()
  const isBusy = useRef(false)

  const take = useCallback(
    async (direction: 'undo' | 'redo') => {
      if (isBusy.current) return
      const state = store.getState()
      const step = direction === 'undo' ? state.past.at(-1) : state.future[0]
      const type = direction === 'undo' ? 'undone' : 'redone'
      if (!step) return
      if (step.type === 'page') {
        store.dispatch({ type })
        return
      }
      isBusy.current = true
      try {
        if (restoresBlock(step, direction)) {
          const restored = await restoreBlock(step)
          store.dispatch({ type, step, restored })
          await writeOrder(store, step.kind, step.parentId)
        } else {
          const { page } = store.getState()
          const parentId = parentOf(page, step.kind, step.block.id) ?? page.id
          await deleteBlock({ kind: step.kind, id: step.block.id })
          store.dispatch({ type, step })
          if (childIds(store.getState().page, step.kind, parentId).length > 0)
            await writeOrder(store, step.kind, parentId)
        }
        onServerChange()
      } catch (error) {
        notifications.show({
          color: 'red',
          title: t('editor.errors.action'),
          message: getErrorMessage(error),
        })
      } finally {
        isBusy.current = false
      }
    },
    [store, t, onServerChange],
  )

  return {
    undo: useCallback(() => void take('undo'), [take]),
    redo: useCallback(() => void take('redo'), [take]),
  }
}
