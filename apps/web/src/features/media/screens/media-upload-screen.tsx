import { Stack } from '@mantine/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { MediaLibrary } from '../components/media-library'
import { useMediaRouteEvents } from '../hooks/use-media-route-events'
import { categoryIdFrom } from '../utils/media-paths'
import type { MediaView } from '../utils/media-view'

/** /puronectar/media/files/upload?categoryId=: the upload mode. */
export function MediaUploadScreen() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const categoryId = categoryIdFrom(params.get('categoryId'))
  const view = useMemo<MediaView>(() => ({ mode: 'upload', categoryId }), [categoryId])
  const onEvent = useMediaRouteEvents(view)
  return (
    <Stack gap="lg" maw={960}>
      <ScreenTitle>{t('media.upload.title')}</ScreenTitle>
      <MediaLibrary view={view} onEvent={onEvent} />
    </Stack>
  )
}
