import { Button, Center, Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useDocumentTitle } from '../../../hooks/use-document-title'

export interface ErrorScreenProps {
  /** spec §8: fatal errors default to 500. */
  status?: number
  message?: string
}

/** spec §2/§8 generic error screen: 'Page Not Found' for 404, else 'Internal Server Error'. */
export function ErrorScreen({ status = 500, message }: ErrorScreenProps) {
  const { t } = useTranslation()
  const text = message ?? (status === 404 ? 'Page Not Found' : 'Internal Server Error')
  const heading =
    status === 404
      ? t('errors.screen.notFoundTitle')
      : status === 403
        ? t('errors.screen.forbiddenTitle')
        : t('errors.screen.title')
  useDocumentTitle(heading)
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={520} ta="center">
        <Text fz={64} fw={800} c="indigo.7" lh={1} aria-hidden="true">
          {status}
        </Text>
        <Title order={1} size="h2">
          {heading}
        </Title>
        <Text c="dimmed">{text}</Text>
        <Group mt="md">
          <Button onClick={() => window.location.reload()} variant="default">
            {t('errors.screen.reload')}
          </Button>
          <Button component={Link} to="/backend/user" reloadDocument>
            {t('errors.screen.home')}
          </Button>
        </Group>
      </Stack>
    </Center>
  )
}
