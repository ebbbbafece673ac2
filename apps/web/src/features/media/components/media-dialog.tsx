import { Modal } from '@mantine/core'
import type { MediaFile, MediaInputValue } from '@sitewerk/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toMediaInputValue } from '../utils/media-file-view'
import { nextMediaView, type MediaEvent, type MediaView } from '../utils/media-view'
import { MediaLibrary } from './media-library'

export type MediaDialogType = 'select' | 'edit'

/**
 * spec §2 dialog mode of the media library. Type select: browse, upload and pick a file (its
 * Media input value is the answer). Type edit: the update view of the given file; saving answers
 * the edited value. The modes move as on the back office's screens (spec §4), in local state.
 */
export function MediaDialog({
  type,
  value,
  categoryId = 0,
  onDone,
}: {
  type: MediaDialogType
  value: MediaInputValue | null
  categoryId?: number
  /** The chosen or edited value; null after a delete; undefined when closed without one. */
  onDone: (value: MediaInputValue | null | undefined) => void
}) {
  const { t } = useTranslation()
  const [view, setView] = useState<MediaView>(() =>
    type === 'edit' && value ? { mode: 'update', fileId: value.id } : { mode: 'pool', categoryId },
  )

  const onEvent = (event: MediaEvent) => {
    if (type === 'edit') {
      if (event.type === 'saved') return onDone(toMediaInputValue(event.file))
      if (event.type === 'cancel') return onDone(undefined)
      // a deleted file leaves nothing to edit: the field is emptied
      if (event.type === 'deleted') return onDone(null)
    }
    setView((current) => nextMediaView(current, event))
  }
  const choose = (file: MediaFile) => onDone(toMediaInputValue(file))

  return (
    <Modal
      opened
      onClose={() => onDone(undefined)}
      title={type === 'edit' ? t('media.dialog.editTitle') : t('media.dialog.selectTitle')}
      size="min(1100px, 100%)"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <MediaLibrary
        view={view}
        onEvent={onEvent}
        onChoose={type === 'select' ? choose : undefined}
        selectedFileId={value?.id ?? null}
      />
    </Modal>
  )
}
