import { Alert, Button, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { getErrorMessage, isApiError } from '../../api/client'

/**
 * Thrown while rendering when the record the address names does not exist (a 404 of its load):
 * the route's error boundary shows the 404 screen (spec §8), not an error with "Try again".
 */
export class AddressedRecordMissing extends Error {
  constructor() {
    super('The record this address names does not exist')
    this.name = 'AddressedRecordMissing'
  }
}

/**
 * A failed load, with its message and a way to try again. With `addressed` the load is of the
 * record the address names (`/backend/organization/sites/{id}`): its 404 is a missing page.
 */
export function QueryError({
  title,
  error,
  onRetry,
  addressed = false,
}: {
  title: string
  error: unknown
  onRetry?: () => void
  addressed?: boolean
}) {
  const { t } = useTranslation()
  if (addressed && isApiError(error) && error.status === 404) throw new AddressedRecordMissing()
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
