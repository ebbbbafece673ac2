import type { MediaFile } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { useMediaCategory } from '../api/get-media-category'
import { useMediaFile } from '../../../api/queries/get-media-file'
import type { MediaEvent, MediaView } from '../utils/media-view'
import { FileEditor } from './file-editor'
import { MediaPool } from './media-pool'
import { UploadForm } from './upload-form'

export interface MediaLibraryProps {
  view: MediaView
  onEvent: (event: MediaEvent) => void
  /** Back office: tiles and breadcrumbs are links. */
  asLinks?: boolean
  /** Dialog type select. */
  onChoose?: (file: MediaFile) => void
  /** Choosing toggles files (the dialog's select-many). */
  multiple?: boolean
  selectedFileIds?: readonly number[]
}

function UploadView({
  categoryId,
  onEvent,
}: {
  categoryId: number
  onEvent: MediaLibraryProps['onEvent']
}) {
  const { t } = useTranslation()
  const category = useMediaCategory(categoryId)
  const title = category.data && category.data.id !== 0 ? category.data.title : t('media.root')
  return (
    <UploadForm
      categoryId={categoryId}
      categoryTitle={title}
      onCancel={() => onEvent({ type: 'cancel', categoryId })}
      onUploaded={() => onEvent({ type: 'uploaded' })}
    />
  )
}

function UpdateView({
  fileId,
  onEvent,
  focusAlt,
}: {
  fileId: number
  onEvent: MediaLibraryProps['onEvent']
  focusAlt: boolean
}) {
  const { t } = useTranslation()
  const file = useMediaFile(fileId)
  if (file.isPending) return <CenteredLoader label={t('common.loading')} />
  if (file.isError) {
    return (
      <QueryError
        title={t('media.file.loadFailed')}
        error={file.error}
        onRetry={() => void file.refetch()}
      />
    )
  }
  // a new file (another id) starts a new form
  return <FileEditor key={file.data.id} file={file.data} onEvent={onEvent} focusAlt={focusAlt} />
}

/** The media library in one of its spec §4 modes: pool, upload or update. */
export function MediaLibrary({
  view,
  onEvent,
  asLinks,
  onChoose,
  multiple,
  selectedFileIds,
}: MediaLibraryProps) {
  switch (view.mode) {
    case 'pool':
      return (
        <MediaPool
          categoryId={view.categoryId}
          onEvent={onEvent}
          asLinks={asLinks}
          onChoose={onChoose}
          multiple={multiple}
          selectedFileIds={selectedFileIds}
        />
      )
    case 'upload':
      return <UploadView categoryId={view.categoryId} onEvent={onEvent} />
    case 'update':
      return <UpdateView fileId={view.fileId} onEvent={onEvent} focusAlt={view.focusAlt ?? false} />
  }
}
