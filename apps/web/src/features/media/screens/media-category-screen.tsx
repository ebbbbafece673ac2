import { Stack } from '@mantine/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { MediaLibrary } from '../components/media-library'
import { useMediaRouteEvents } from '../hooks/use-media-route-events'
import type { MediaView } from '../utils/media-view'

/** /puronectar/media/categories/{id?} (puronectar-media-categories-id): the pool. */
export function MediaCategoryScreen() {
  const { t } = useTranslation()
  const { id } = useParams()
  const view = useMemo<MediaView>(() => ({ mode: 'pool', categoryId: id ? Number(id) : 0 }), [id])
  const onEvent = useMediaRouteEvents(view)
  return (
    <Stack gap="lg">
      <ScreenTitle>{t('media.title')}</ScreenTitle>
      <MediaLibrary view={view} onEvent={onEvent} asLinks />
    </Stack>
  )
}
