import { Anchor, Group, List, Paper, Stack, Text, Title } from '@mantine/core'
import type { Service } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ServicePrice } from './service-price'
import { liveSubscription, SubscriptionBadge } from './subscription-badge'

/** One service of the catalogue: title, price, features, trial and what is subscribed. */
export function ServiceCard({ service }: { service: Service }) {
  const { t } = useTranslation()
  const subscription = liveSubscription(service)
  const titleId = `service-${service.identifier}-title`
  // the link's name starts with its visible text and names the service (WCAG 2.5.3)
  const action = subscription ? t('billing.services.manage') : t('billing.services.details')
  return (
    <Paper withBorder p="lg" radius="md" component="article" aria-labelledby={titleId} h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {service.title}
          </Title>
          {subscription && <SubscriptionBadge subscription={subscription} />}
        </Group>
        <ServicePrice service={service} />
        {service.trial_days > 0 && !subscription && (
          <Text size="sm" c="blue.8">
            {t('billing.trial', { count: service.trial_days })}
          </Text>
        )}
        {service.feature_list.length > 0 && (
          <List size="sm" spacing={2}>
            {service.feature_list.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
        )}
        <Anchor
          component={Link}
          to={`/backend/organization/services/${service.identifier}`}
          mt="auto"
          aria-label={t('billing.services.openNamed', { action, title: service.title })}
        >
          {action}
        </Anchor>
      </Stack>
    </Paper>
  )
}
