import { Group, Text } from '@mantine/core'
import type { Service } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { useBillingFormat } from '../hooks/use-billing-format'

/** A price with how it is charged: "19,00 €" "pro Monat". */
export function ServicePrice({ service }: { service: Pick<Service, 'price' | 'price_type'> }) {
  const { t } = useTranslation()
  const format = useBillingFormat()
  return (
    <Group gap={6} align="baseline">
      <Text fw={700} size="xl">
        {format.money(service.price)}
      </Text>
      <Text size="sm" c="dimmed">
        {t(`billing.priceType.${service.price_type}`)}
      </Text>
    </Group>
  )
}
