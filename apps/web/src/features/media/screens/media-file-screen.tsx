import { Stack } from '@mantine/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { MediaLibrary } from '../components/media-library'
import { useMediaRouteEvents } from '../hooks/use-media-route-events'
import type { MediaView } from '../utils/media-view'

/** /puronectar/media/files/{id}: the update mode of one file. */
export function MediaFileScreen() {
  const { t } = useTranslation()
  const fileId = Number(useParams().id)
  const focusAlt = useSearchParams()[0].get('focus') === 'alt'
  const view = useMemo<MediaView>(() => ({ mode: 'update', fileId, focusAlt }), [fileId, focusAlt])
  const onEvent = useMediaRouteEvents(view)
  return (
    <Stack gap="lg" maw={1100}>
      <ScreenTitle>{t('media.file.title')}</ScreenTitle>
      <MediaLibrary view={view} onEvent={onEvent} />
    </Stack>
  )
}
