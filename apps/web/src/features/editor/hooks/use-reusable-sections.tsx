import { Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import { CONFIRM_DIALOG_MAX_WIDTH } from '@sitewerk/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '../../../api/client'
import { getPage } from '../api/get-page'
import {
  detachSection,
  getReusableSection,
  getReusableSections,
  makeReusable,
  placeReusable,
} from '../api/reusable-sections'
import { pendingChanges } from '../selectors'
import type { Selection } from '../state'
import type { EditorStore } from './use-editor-store'

export const reusableSectionsKey = (siteId: number) => ['reusable-sections', siteId]

/** The site's reusable sections and the pages placing each (decision 041). */
export function useReusableSections(siteId: number) {
  return useQuery({
    queryKey: reusableSectionsKey(siteId),
    queryFn: () => getReusableSections(siteId),
  })
}

/** The reusable sections whose shared blocks have unsaved changes in the editor. */
function changedReusableIds(store: EditorStore) {
  const { page } = store.getState()
  const ids = new Set<number>()
  for (const change of pendingChanges(store.getState())) {
    if (change.kind !== 'content') continue
    for (const article of page.articles)
      for (const section of article.sections)
        if (section.reusable_section_id && section.contents.some((c) => c.id === change.id))
          ids.add(section.reusable_section_id)
  }
  return [...ids]
}

/**
 * Making a section reusable, placing one, detaching one (issue 19): each happens on the server at
 * once, after which the editor takes the page as the server has it. And before a save that
 * changes shared blocks, the person sees on how many pages they show and confirms.
 */
export function useReusableCommands(
  store: EditorStore,
  siteId: number,
  onServerChange: () => void,
) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()

  const run = useCallback(
    async (work: () => Promise<Selection>, done: string) => {
      try {
        const selection = await work()
        const page = await getPage(store.getState().page.id)
        store.dispatch({ type: 'loaded', page })
        store.dispatch({ type: 'selected', selection })
        await queryClient.invalidateQueries({ queryKey: reusableSectionsKey(siteId) })
        notifications.show({ color: 'green', message: done })
        onServerChange()
      } catch (error) {
        notifications.show({
          color: 'red',
          title: t('editor.errors.action'),
          message: getErrorMessage(error),
        })
      }
    },
    [store, queryClient, siteId, t, onServerChange],
  )

  /** Resolves true when nothing shared changed or the person confirmed saving on all its pages. */
  const confirmSharedSave = useCallback(async () => {
    const ids = changedReusableIds(store)
    if (ids.length === 0) return true
    const shared = (await Promise.all(ids.map((id) => getReusableSection(id)))).filter(
      (r) => r.pages.length > 1,
    )
    if (shared.length === 0) return true
    return new Promise<boolean>((resolve) => {
      modals.openConfirmModal({
        title: t('editor.reusable.confirmTitle'),
        size: CONFIRM_DIALOG_MAX_WIDTH,
        children: shared.map((r) => (
          <Text key={r.id} size="sm">
            {t('editor.reusable.confirmText', {
              title: r.title,
              count: r.pages.length,
              pages: r.pages.map((p) => p.title).join(', '),
            })}
          </Text>
        )),
        labels: { confirm: t('editor.reusable.confirmSave'), cancel: t('common.cancel') },
        onConfirm: () => resolve(true),
        onCancel: () => resolve(false),
        onClose: () => resolve(false),
      })
    })
  }, [store, t])

  return useMemo(
    () => ({
      siteId,
      confirmSharedSave,
      make: (sectionId: number, title: string) =>
        run(async () => {
          await makeReusable({ section_id: sectionId, title })
          return { kind: 'section', id: sectionId }
        }, t('editor.reusable.made')),
      place: (reusableId: number, articleId: number) =>
        run(async () => {
          const section = await placeReusable({ id: reusableId, articleId })
          return { kind: 'section', id: section.id }
        }, t('editor.reusable.placed')),
      detach: (sectionId: number) =>
        run(async () => {
          await detachSection(sectionId)
          return { kind: 'section', id: sectionId }
        }, t('editor.reusable.detached')),
    }),
    [siteId, confirmSharedSave, run, t],
  )
}

export type ReusableCommands = ReturnType<typeof useReusableCommands>
