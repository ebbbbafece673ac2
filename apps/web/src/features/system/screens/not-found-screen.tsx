import { Button, Center, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { useDocumentTitle } from '../../../hooks/use-document-title'

/**
 * spec §8: an unknown route is a non-fatal 404 'Page not found: {path}' (the layout stays);
 * a failed route validation passes its own 'Page Not Found: {path}'. `action` offers a way on
 * (the editor's: create the missing page).
 */
export function NotFoundScreen({ message, action }: { message?: string; action?: ReactNode }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  useDocumentTitle(t('errors.notFound.title'))
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={520} ta="center">
        <Text fz={64} fw={800} c="indigo.7" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1} size="h2">
          {t('errors.notFound.title')}
        </Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {message ?? `Page not found: ${pathname}`}
        </Text>
        <Text>{t('errors.notFound.text')}</Text>
        {action}
        <Button component={Link} to="/backend/user" mt="md">
          {t('errors.screen.home')}
        </Button>
      </Stack>
    </Center>
  )
}
