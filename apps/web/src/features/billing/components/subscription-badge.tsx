import { Badge } from '@mantine/core'
import type { Service, Subscription } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { useBillingFormat } from '../hooks/use-billing-format'

/** The organisation's running subscription of a service (trial, active or cancelled), if any. */
export function liveSubscription(service: Service): Subscription | null {
  return service.subscriptions.find((subscription) => subscription.status !== 'ended') ?? null
}

/** Subscribed, in its trial until …, or cancelled for … (it runs until then). */
export function SubscriptionBadge({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation()
  const format = useBillingFormat()
  if (subscription.status === 'canceling' && subscription.deleted_at)
    return (
      // orange text on its own tint falls below 4.5:1 (WCAG 1.4.3)
      <Badge color="red.9" variant="light">
        {t('billing.state.canceling', { date: format.date(subscription.deleted_at) })}
      </Badge>
    )
  if (subscription.status === 'trialing' && subscription.trial_until)
    return (
      <Badge color="blue" variant="light">
        {t('billing.state.trialing', { date: format.date(subscription.trial_until) })}
      </Badge>
    )
  return (
    <Badge color="green" variant="light">
      {t('billing.state.active')}
    </Badge>
  )
}
