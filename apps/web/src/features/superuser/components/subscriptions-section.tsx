import { Table } from '@mantine/core'
import type { SuperuserOrganizationDetail } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { useConsoleFormat } from '../hooks/use-console-format'
import { TableSection } from './table-section'

/** What the organisation books (ended bookings too), read from the billing tables directly. */
export function SubscriptionsSection({
  organization,
}: {
  organization: SuperuserOrganizationDetail
}) {
  const { t } = useTranslation()
  const format = useConsoleFormat()
  return (
    <TableSection
      id="subscriptions-title"
      title={t('superuser.subscriptions.title')}
      empty={t('superuser.subscriptions.none')}
      columns={[
        { label: t('superuser.subscriptions.service') },
        { label: t('superuser.subscriptions.units'), align: 'right' },
        { label: t('superuser.subscriptions.since') },
        { label: t('superuser.subscriptions.periodEnd') },
        { label: t('superuser.subscriptions.state') },
      ]}
      rows={organization.subscriptions}
    >
      {(subscription) => (
        <Table.Tr key={subscription.id}>
          <Table.Td>{subscription.service_title}</Table.Td>
          <Table.Td ta="right">{subscription.units}</Table.Td>
          <Table.Td>{format.date(subscription.created_at)}</Table.Td>
          <Table.Td>
            {subscription.current_period_end ? format.date(subscription.current_period_end) : '–'}
          </Table.Td>
          <Table.Td>
            {subscription.deleted_at
              ? t('superuser.subscriptions.ended', { date: format.date(subscription.deleted_at) })
              : t('superuser.subscriptions.active')}
          </Table.Td>
        </Table.Tr>
      )}
    </TableSection>
  )
}
