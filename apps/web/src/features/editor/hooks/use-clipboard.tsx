import { notifications } from '@mantine/notifications'
import {
  ClipboardPayload,
  type ClipboardContent,
  type Content,
  type Section,
} from '@sitewerk/contracts'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '../../../api/client'
import { getStoredOrganizationId } from '../../../lib/organization-id-store'
import { createContent, createSection } from '../api/create-block'
import { getPage } from '../api/get-page'
import type { Selection } from '../state'
import { findArticle, findContent, findSection } from '../tree/walk'
import type { EditorStore } from './use-editor-store'

const CLIPBOARD_KEY = 'sitewerk.clipboard'

/** What was copied last, if it is a valid payload (anything else counts as nothing). */
function readClipboard(): ClipboardPayload | null {
  try {
    const parsed = ClipboardPayload.safeParse(JSON.parse(localStorage.getItem(CLIPBOARD_KEY) ?? ''))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

const copiedContent = (c: Content): ClipboardContent => ({
  component_id: c.component_id,
  data: c.data,
  parallax: c.parallax,
  theme_id: c.theme_id,
  custom_colorset_id: c.custom_colorset_id,
  grid_area: c.grid_area,
})

const copiedSection = (s: Section) => ({
  title: s.title,
  preset: s.preset,
  grid: s.grid,
  maxWidth: s.maxWidth,
  theme_id: s.theme_id,
  custom_colorset_id: s.custom_colorset_id,
  background: s.background ?? null,
  contents: s.contents.map(copiedContent),
})

/**
 * Copy and paste of blocks and sections between pages, also of other sites of the organisation
 * (issue 19). The clipboard is the browser's storage, shared by the back office's tabs; a paste
 * creates the blocks anew through the usual calls, so the server checks components, media files
 * and looks as for any new block. What another organisation copied is refused.
 */
export function useClipboard(store: EditorStore, siteId: number, onServerChange: () => void) {
  const { t } = useTranslation()
  const [clip, setClip] = useState(readClipboard)
  useEffect(() => {
    const update = () => setClip(readClipboard())
    window.addEventListener('storage', update)
    window.addEventListener('focus', update)
    return () => {
      window.removeEventListener('storage', update)
      window.removeEventListener('focus', update)
    }
  }, [])

  const copy = useCallback(
    (selection: Selection) => {
      const { page } = store.getState()
      const organizationId = getStoredOrganizationId()
      if (selection.kind === 'page' || selection.kind === 'article' || !organizationId) return
      const base = {
        format: 'sitewerk/clipboard@1',
        organization_id: organizationId,
        site_id: siteId,
      }
      const content = selection.kind === 'content' ? findContent(page, selection.id) : undefined
      const section = selection.kind === 'section' ? findSection(page, selection.id) : undefined
      const payload: ClipboardPayload | null = content
        ? { ...base, format: 'sitewerk/clipboard@1', kind: 'content', item: copiedContent(content) }
        : section
          ? {
              ...base,
              format: 'sitewerk/clipboard@1',
              kind: 'section',
              item: copiedSection(section),
            }
          : null
      if (!payload) return
      localStorage.setItem(CLIPBOARD_KEY, JSON.stringify(payload))
      setClip(payload)
      notifications.show({ color: 'green', message: t(`editor.clipboard.copied.${payload.kind}`) })
    },
    [store, siteId, t],
  )

  const paste = useCallback(
    async (selection: Selection) => {
      const payload = readClipboard()
      if (!payload || selection.kind === 'page' || selection.kind === 'content') return
      try {
        if (payload.organization_id !== getStoredOrganizationId())
          throw new Error(t('editor.clipboard.foreign'))
        const { page } = store.getState()
        let select: Selection = selection
        if (payload.kind === 'content' && selection.kind === 'section') {
          const section = findSection(page, selection.id)
          const block = await createContent({
            ...payload.item,
            section_id: selection.id,
            order: (section?.contents.length ?? 0) + 1,
          })
          select = { kind: 'content', id: block.id }
        } else if (payload.kind === 'section' && selection.kind === 'article') {
          const article = findArticle(page, selection.id)
          const { contents, ...fields } = payload.item
          const section = await createSection({
            ...fields,
            article_id: selection.id,
            order: (article?.sections.length ?? 0) + 1,
          })
          for (const [index, content] of contents.entries())
            await createContent({ ...content, section_id: section.id, order: index + 1 })
          select = { kind: 'section', id: section.id }
        } else return
        store.dispatch({ type: 'loaded', page: await getPage(page.id) })
        store.dispatch({ type: 'selected', selection: select })
        notifications.show({ color: 'green', message: t('editor.clipboard.pasted') })
        onServerChange()
      } catch (error) {
        notifications.show({
          color: 'red',
          title: t('editor.errors.action'),
          message: getErrorMessage(error),
        })
      }
    },
    [store, t, onServerChange],
  )

  return useMemo(() => ({ clip, copy, paste }), [clip, copy, paste])
}

export type ClipboardCommands = ReturnType<typeof useClipboard>
