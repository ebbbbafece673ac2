import { Table } from '@mantine/core'
import type { SuperuserOrganizationDetail } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { useConsoleFormat } from '../hooks/use-console-format'
import { TableSection } from './table-section'

/** The organisation's invoices and whether they were paid, in each invoice's currency. */
export function InvoicesSection({ organization }: { organization: SuperuserOrganizationDetail }) {
  const { t } = useTranslation()
  const format = useConsoleFormat()
  return (
    <TableSection
      id="invoices-title"
      title={t('superuser.invoices.title')}
      empty={t('superuser.invoices.none')}
      columns={[
        { label: t('superuser.invoices.number') },
        { label: t('superuser.invoices.date') },
        { label: t('superuser.invoices.amount'), align: 'right' },
        { label: t('superuser.invoices.status') },
        { label: t('superuser.invoices.due') },
        { label: t('superuser.invoices.paid') },
      ]}
      rows={organization.invoices}
      minWidth={640}
    >
      {(invoice) => (
        <Table.Tr key={invoice.id}>
          <Table.Td>{invoice.number}</Table.Td>
          <Table.Td>{format.date(invoice.created_at)}</Table.Td>
          <Table.Td ta="right">{format.money(invoice.amount, invoice.currency)}</Table.Td>
          <Table.Td>
            {t(`billing.invoices.status.${invoice.status}`, { defaultValue: invoice.status })}
          </Table.Td>
          <Table.Td>{format.date(invoice.due_at)}</Table.Td>
          <Table.Td>{invoice.paid_at ? format.date(invoice.paid_at) : '–'}</Table.Td>
        </Table.Tr>
      )}
    </TableSection>
  )
}
