import { Stack, Table, Text } from '@mantine/core'
import type { Invoice } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { useBillingFormat } from '../hooks/use-billing-format'
import { InvoiceStatusBadge } from './invoice-status-badge'

/** The period an invoice covers: from its first line's start to its last line's end. */
function periodOf(invoice: Invoice) {
  const starts = invoice.lines.map((line) => line.period_start).sort()
  const ends = invoice.lines.flatMap((line) => (line.period_end ? [line.period_end] : [])).sort()
  return { start: starts[0] ?? null, end: ends.at(-1) ?? null }
}

/** Invoices: number, date, period, amount and status, with why a charge failed. */
export function InvoicesTable({ invoices }: { invoices: Invoice[] }) {
  const { t } = useTranslation()
  const format = useBillingFormat()
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" striped aria-label={t('billing.invoices.caption')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('billing.invoices.number')}</Table.Th>
            <Table.Th scope="col">{t('billing.invoices.date')}</Table.Th>
            <Table.Th scope="col">{t('billing.invoices.period')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('billing.invoices.amount')}
            </Table.Th>
            <Table.Th scope="col">{t('billing.invoices.statusLabel')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => {
            const { start, end } = periodOf(invoice)
            return (
              <Table.Tr key={invoice.id}>
                <Table.Td>{invoice.number}</Table.Td>
                <Table.Td>{format.date(invoice.created_at)}</Table.Td>
                <Table.Td>
                  {start && end
                    ? t('billing.invoices.periodRange', {
                        start: format.date(start),
                        end: format.date(end),
                      })
                    : start
                      ? format.date(start)
                      : '–'}
                </Table.Td>
                <Table.Td ta="right">{format.money(invoice.amount, invoice.currency)}</Table.Td>
                <Table.Td>
                  <Stack gap={2} align="flex-start">
                    <InvoiceStatusBadge status={invoice.status} />
                    {invoice.failure_reason && (
                      <Text size="xs" c="red.8">
                        {invoice.failure_reason}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
