import { Button, Group, Stack, Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import { CONFIRM_DIALOG_MAX_WIDTH, type Service, type Subscription } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '../../../api/client'
import { FormAlert } from '../../../components/ui/form-alert'
import { useCancelSubscription, useResumeSubscription } from '../api/subscriptions'
import { useBillingFormat } from '../hooks/use-billing-format'
import { ChangeUnitsForm } from './change-units-form'
import { SubscriptionBadge } from './subscription-badge'

/**
 * A running subscription: its state and period, a pending change of units, and for owners
 * changing the units, cancelling (asked first) and taking a cancellation back.
 */
export function SubscriptionPanel({
  service,
  subscription,
  canManage,
}: {
  service: Service
  subscription: Subscription
  canManage: boolean
}) {
  const { t } = useTranslation()
  const format = useBillingFormat()
  const cancel = useCancelSubscription()
  const resume = useResumeSubscription()
  const perUnit = service.price_type === 'per_unit'
  const canceling = subscription.status === 'canceling'
  const periodEnd = subscription.current_period_end

  const askCancel = () =>
    modals.openConfirmModal({
      title: t('billing.cancel.title', { title: service.title }),
      size: CONFIRM_DIALOG_MAX_WIDTH,
      children: (
        <Text size="sm">
          {periodEnd
            ? t('billing.cancel.runsUntil', { date: format.date(periodEnd) })
            : t('billing.cancel.endsNow')}
        </Text>
      ),
      labels: { confirm: t('billing.cancel.confirm'), cancel: t('billing.cancel.keep') },
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        cancel.mutate(subscription.id, {
          onSuccess: () =>
            notifications.show({ message: t('billing.cancel.done', { title: service.title }) }),
        }),
    })

  const error = cancel.error ?? resume.error
  return (
    <Stack gap="md">
      <Group gap="sm">
        <SubscriptionBadge subscription={subscription} />
        {perUnit && <Text>{t('billing.units.count', { count: subscription.units })}</Text>}
      </Group>
      {canceling && subscription.deleted_at ? (
        <Text>{t('billing.cancel.canceled', { date: format.date(subscription.deleted_at) })}</Text>
      ) : (
        periodEnd && <Text>{t('billing.period.until', { date: format.date(periodEnd) })}</Text>
      )}
      {subscription.change_at && subscription.change_units !== null && (
        <Text>
          {t('billing.change.pending', {
            count: subscription.change_units,
            date: format.date(subscription.change_at),
          })}
        </Text>
      )}
      <FormAlert message={error ? getErrorMessage(error) : null} />
      {!canManage && <Text c="dimmed">{t('billing.ownersOnly')}</Text>}
      {canManage && perUnit && !canceling && <ChangeUnitsForm subscription={subscription} />}
      {canManage && canceling && (
        <Group>
          <Button
            loading={resume.isPending}
            onClick={() =>
              resume.mutate(subscription.id, {
                onSuccess: () =>
                  notifications.show({
                    color: 'green',
                    message: t('billing.resume.done', { title: service.title }),
                  }),
              })
            }
          >
            {t('billing.resume.submit')}
          </Button>
        </Group>
      )}
      {canManage && !canceling && service.price_type !== 'once' && (
        <Group>
          <Button variant="outline" color="red.9" loading={cancel.isPending} onClick={askCancel}>
            {t('billing.cancel.submit')}
          </Button>
        </Group>
      )}
    </Stack>
  )
}
