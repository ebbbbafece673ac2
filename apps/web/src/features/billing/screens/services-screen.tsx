import { SimpleGrid, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { useServices } from '../../../api/queries/services'
import { ServiceCard } from '../components/service-card'
import { liveSubscription } from '../components/subscription-badge'

/** spec §2 /backend/organization/services (index): the catalogue and what is subscribed. */
export function ServicesScreen() {
  const { t } = useTranslation()
  const services = useServices()
  // a withdrawn service shows only to who still has it
  const shown = services.data?.filter((service) => service.active || liveSubscription(service))
  return (
    <Stack gap="lg" maw={1100}>
      <ScreenTitle>{t('billing.services.title')}</ScreenTitle>
      <Text size="sm">{t('billing.services.intro')}</Text>
      {services.isPending && <CenteredLoader label={t('common.loading')} />}
      {services.isError && (
        <QueryError
          title={t('billing.services.loadFailed')}
          error={services.error}
          onRetry={() => void services.refetch()}
        />
      )}
      {shown?.length === 0 && <Text c="dimmed">{t('billing.services.empty')}</Text>}
      {!!shown?.length && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {shown.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  )
}
