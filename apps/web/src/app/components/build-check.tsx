import { Button, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../api/client'

export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000
const NOTIFICATION_ID = 'new-build'

/** A deployed build differs from the running one; the server says 'development' without a build. */
export function isNewBuild(latestId: string, runningId: string): boolean {
  return latestId !== runningId && latestId !== 'development'
}

function getLatestBuild() {
  return api.get('builds/latest.json', {
    schema: () => import('../../api/lazy-contracts').then((contracts) => contracts.BuildInfo),
  })
}

/**
 * spec §4 new-build check: polls every 5 minutes and on focus, then offers a reload. Not at
 * start: index.html is never cached, so a page just loaded runs the latest build (and the login
 * loads no contract before it is used, issue #18).
 */
export function BuildCheck() {
  const { t } = useTranslation()
  const { data } = useQuery({
    queryKey: ['builds', 'latest'],
    queryFn: getLatestBuild,
    initialData: { id: __BUILD_ID__, builtAt: '' },
    refetchInterval: BUILD_CHECK_INTERVAL_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 60_000,
  })
  const latestId = data?.id

  useEffect(() => {
    if (!latestId || !isNewBuild(latestId, __BUILD_ID__)) return
    notifications.show({
      id: NOTIFICATION_ID,
      autoClose: false,
      title: t('system.newBuild.title'),
      message: (
        <Group justify="space-between" gap="xs" mt={4}>
          <Text size="sm">{t('system.newBuild.text')}</Text>
          <Button size="xs" onClick={() => window.location.reload()}>
            {t('system.newBuild.reload')}
          </Button>
        </Group>
      ),
    })
  }, [latestId, t])
  return null
}
