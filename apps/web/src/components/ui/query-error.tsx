import { Alert, Button, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '../../api/client'

/** A failed load, with its message and a way to try again. */
export function QueryError({
  title,
  error,
  onRetry,
}: {
  title: string
  error: unknown
  onRetry?: () => void
}) {
  const { t } = useTranslation()
  return (
    <Alert color="red" title={title}>
      <Group justify="space-between">
        <Text size="sm">{error ? getErrorMessage(error) : ''}</Text>
        {onRetry && (
          <Button size="xs" variant="white" color="dark" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </Group>
    </Alert>
  )
}
