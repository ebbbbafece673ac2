import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { MEDIA_ROOT_CATEGORY_ID, type MediaFile, type MediaInputValue } from '@sitewerk/contracts'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MediaDialogRequest } from '../../../components/media-input/media-dialog-context'
import { useStoredOrganizationId } from '../../../lib/organization-id-store'
import { useMediaCategory } from '../api/get-media-category'
import { lastCategoryStore } from '../utils/last-category'
import { toMediaInputValue } from '../../../utils/media-file-view'
import { nextMediaView, type MediaEvent, type MediaView } from '../utils/media-view'
import { MediaLibrary } from './media-library'

/**
 * spec §2 dialog mode of the media library. Type select: browse, upload and pick a file (its
 * Media input value is the answer). Type edit: the update view of the given file; saving answers
 * the edited value. Type select-many (issue 13): tiles toggle, and the picked files are the answer,
 * one value each. The modes move as on the back office's screens (spec §4), in local state; the
 * dialog opens in the category the organisation's last dialog showed.
 */
export function MediaDialog({
  request,
  onDone,
}: {
  request: MediaDialogRequest
  /** The chosen, edited or picked value(s); null after a delete; undefined when closed without one. */
  onDone: (value: MediaInputValue | MediaInputValue[] | null | undefined) => void
}) {
  const { t } = useTranslation()
  const organizationId = useStoredOrganizationId()
  const lastCategory = useMemo(() => lastCategoryStore(organizationId), [organizationId])
  const [view, setView] = useState<MediaView>(() =>
    request.type === 'edit'
      ? { mode: 'update', fileId: request.value.id }
      : { mode: 'pool', categoryId: lastCategory.get() },
  )
  const [picked, setPicked] = useState<MediaFile[]>([])
  const shown = useMediaCategory(view.mode === 'pool' ? view.categoryId : MEDIA_ROOT_CATEGORY_ID)
  // A remembered category deleted since opens the root instead.
  const current: MediaView =
    view.mode === 'pool' && view.categoryId !== MEDIA_ROOT_CATEGORY_ID && shown.isError
      ? { mode: 'pool', categoryId: MEDIA_ROOT_CATEGORY_ID }
      : view

  useEffect(() => {
    if (view.mode !== 'pool') return
    if (shown.isError) lastCategory.set(MEDIA_ROOT_CATEGORY_ID)
    else if (shown.isSuccess) lastCategory.set(view.categoryId)
  }, [view, shown.isError, shown.isSuccess, lastCategory])

  const onEvent = (event: MediaEvent) => {
    if (request.type === 'edit') {
      if (event.type === 'saved') return onDone(toMediaInputValue(event.file))
      if (event.type === 'cancel') return onDone(undefined)
      // a deleted file leaves nothing to edit: the field is emptied
      if (event.type === 'deleted') return onDone(null)
    }
    setView(nextMediaView(current, event))
  }
  const choose = (file: MediaFile) => onDone(toMediaInputValue(file))
  const toggle = (file: MediaFile) =>
    setPicked((list) =>
      list.some((f) => f.id === file.id) ? list.filter((f) => f.id !== file.id) : [...list, file],
    )

  const title =
    request.type === 'edit'
      ? t('media.dialog.editTitle')
      : request.type === 'select-many'
        ? t('images.pickMany.title')
        : t('media.dialog.selectTitle')
  const selected =
    request.type === 'select-many'
      ? picked.map((f) => f.id)
      : request.type === 'select' && request.value
        ? [request.value.id]
        : []

  return (
    <Modal
      opened
      onClose={() => onDone(undefined)}
      title={title}
      size="min(1100px, 100%)"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <MediaLibrary
          view={current}
          onEvent={onEvent}
          onChoose={
            request.type === 'select-many' ? toggle : request.type === 'select' ? choose : undefined
          }
          multiple={request.type === 'select-many'}
          selectedFileIds={selected}
        />
        {request.type === 'select-many' && (
          <Group justify="space-between" gap="sm">
            <Text size="sm" aria-live="polite">
              {t('images.pickMany.count', { count: picked.length })}
            </Text>
            <Group gap="xs">
              <Button variant="default" onClick={() => onDone(undefined)}>
                {t('common.cancel')}
              </Button>
              <Button
                disabled={picked.length === 0}
                onClick={() => onDone(picked.map(toMediaInputValue))}
              >
                {t('images.pickMany.submit', { count: picked.length })}
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
    </Modal>
  )
}
