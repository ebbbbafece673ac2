import { Alert, Button, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** Stripe.js did not load (blocked, offline, too slow): say so and offer to try again. */
export function StripeUnavailable({
  onRetry,
  retrying,
}: {
  onRetry: () => void
  retrying: boolean
}) {
  const { t } = useTranslation()
  return (
    <Alert color="orange" variant="light" role="alert" title={t('billing.create.unreachableTitle')}>
      <Text size="sm">{t('billing.create.unreachable')}</Text>
      <Group mt="sm">
        <Button size="xs" variant="white" color="dark" loading={retrying} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  )
}
