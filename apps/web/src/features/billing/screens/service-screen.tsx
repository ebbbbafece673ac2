import { Anchor, List, Paper, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { SectionCard } from '../../../components/ui/section-card'
import { useService } from '../../../api/queries/services'
import { ServicePrice } from '../components/service-price'
import { SubscribeForm } from '../components/subscribe-form'
import { liveSubscription } from '../components/subscription-badge'
import { SubscriptionPanel } from '../components/subscription-panel'
import { useCanManageBilling } from '../hooks/use-can-manage-billing'

/** spec §2 /backend/organization/services/{slug}: details, subscribe, change, cancel, resume. */
export function ServiceScreen() {
  const { t } = useTranslation()
  const { identifier = '' } = useParams()
  const service = useService(identifier)
  const canManage = useCanManageBilling()
  const back = (
    <Anchor component={Link} to="/backend/organization/services" size="sm">
      {t('billing.services.back')}
    </Anchor>
  )
  if (service.isPending) return <CenteredLoader label={t('common.loading')} />
  if (!service.data)
    return (
      <Stack gap="lg">
        <QueryError
          title={t('billing.services.loadOneFailed')}
          error={service.error}
          onRetry={() => void service.refetch()}
          addressed
        />
        {back}
      </Stack>
    )
  const data = service.data
  const subscription = liveSubscription(data)
  let booking
  if (subscription)
    booking = <SubscriptionPanel service={data} subscription={subscription} canManage={canManage} />
  else if (!data.active) booking = <Text>{t('billing.subscribe.withdrawn')}</Text>
  else if (!canManage) booking = <Text c="dimmed">{t('billing.ownersOnly')}</Text>
  else booking = <SubscribeForm service={data} />
  return (
    <Stack gap="lg" maw={760}>
      <ScreenTitle>{data.title}</ScreenTitle>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <ServicePrice service={data} />
          {data.trial_days > 0 && (
            <Text size="sm" c="blue.8">
              {t('billing.trial', { count: data.trial_days })}
            </Text>
          )}
          {data.feature_list.length > 0 && (
            <List size="sm" spacing={2} aria-label={t('billing.services.features')}>
              {data.feature_list.map((feature) => (
                <List.Item key={feature}>{feature}</List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Paper>
      <SectionCard id="service-booking-title" title={t('billing.booking.title')}>
        {booking}
      </SectionCard>
      {back}
    </Stack>
  )
}
