import type { Service } from '@sitewerk/contracts'
import { Badge, Group, SimpleGrid, Paper, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

export function ServicesList({ services }: { services: Service[] }) {
  const { t } = useTranslation()
  if (services.length === 0) return <Text c="dimmed">{t('organization.services.empty')}</Text>
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="sm"
      component="ul"
      p={0}
      style={{ listStyle: 'none' }}
    >
      {services.map((service) => (
        <Paper key={service.id} withBorder p="md" radius="md" component="li">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Text fw={500}>{service.title}</Text>
            <Badge variant="light" color={service.isSubscribed ? 'green' : 'gray'}>
              {service.isSubscribed
                ? t('organization.services.subscribed')
                : t('organization.services.notSubscribed')}
            </Badge>
          </Group>
          {service.feature_list.length > 0 && (
            <Text size="sm" c="dimmed" mt={4}>
              {service.feature_list.join(' · ')}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  )
}
