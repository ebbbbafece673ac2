import { Anchor, Badge, Table, Text } from '@mantine/core'
import type { Service } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useCatalogueFormat } from '../hooks/use-catalogue-format'

/** Every service with its price, trial, what it unlocks and whether it is offered. */
export function CatalogueTable({ services }: { services: Service[] }) {
  const { t } = useTranslation()
  const format = useCatalogueFormat()
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('catalogue.columns.title')}</Table.Th>
            <Table.Th scope="col">{t('catalogue.columns.identifier')}</Table.Th>
            <Table.Th scope="col">{t('catalogue.columns.price')}</Table.Th>
            <Table.Th scope="col">{t('catalogue.columns.trial')}</Table.Th>
            <Table.Th scope="col">{t('catalogue.columns.permissions')}</Table.Th>
            <Table.Th scope="col">{t('catalogue.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {services.map((service) => (
            <Table.Tr key={service.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/superuser/services/${service.id}`}
                  fw={600}
                  aria-label={t('catalogue.edit', { title: service.title })}
                >
                  {service.title}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {service.identifier}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{format.money(service.price)}</Text>
                <Text size="xs" c="dimmed">
                  {t(`catalogue.priceType.${service.price_type}`)}
                </Text>
              </Table.Td>
              <Table.Td>
                {service.trial_days > 0
                  ? t('catalogue.trialDays', { count: service.trial_days })
                  : t('catalogue.noTrial')}
              </Table.Td>
              <Table.Td>
                {service.permissions.length
                  ? service.permissions
                      .map((p) => t(`catalogue.permission.${p.identifier}`, p.identifier))
                      .join(', ')
                  : t('catalogue.nothing')}
              </Table.Td>
              <Table.Td>
                <Badge
                  variant="light"
                  color={service.active ? 'green' : 'gray'}
                  c="dark.8"
                  // the cell may not cut the word short
                  style={{ minWidth: 'max-content' }}
                >
                  {service.active ? t('catalogue.active') : t('catalogue.withdrawn')}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
