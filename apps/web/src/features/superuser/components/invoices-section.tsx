import { Button, Table } from '@mantine/core'
import type { SuperuserOrganizationDetail } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { useMarkInvoicePaid } from '../api/mark-invoice-paid'
import { useConfirmAction } from '../hooks/use-confirm-action'
import { useConsoleFormat } from '../hooks/use-console-format'
import { notifyDone, notifyFailed } from '../utils/notify'
import { TableSection } from './table-section'

type ConsoleInvoice = SuperuserOrganizationDetail['invoices'][number]

/** An invoice paid by bank transfer that has not been marked paid yet (decision 030). */
const awaitsTransfer = (invoice: ConsoleInvoice) =>
  invoice.provider === 'invoice' && ['open', 'failed'].includes(invoice.status)

/**
 * The organisation's invoices and whether they were paid, in each invoice's currency; one paid
 * by bank transfer is marked paid here once the money has arrived.
 */
export function InvoicesSection({ organization }: { organization: SuperuserOrganizationDetail }) {
  const { t } = useTranslation()
  const format = useConsoleFormat()
  const confirm = useConfirmAction()
  const markPaid = useMarkInvoicePaid()
  const askToMarkPaid = (invoice: ConsoleInvoice) => {
    const amount = format.money(invoice.amount, invoice.currency)
    confirm({
      title: t('superuser.invoices.markPaidTitle', { number: invoice.number }),
      text: t('superuser.invoices.markPaidText', { amount, title: organization.title }),
      confirm: t('superuser.invoices.markPaid'),
      danger: false,
      onConfirm: () =>
        markPaid.mutate(invoice.id, {
          onSuccess: () =>
            notifyDone(t('superuser.invoices.markedPaid', { number: invoice.number })),
          onError: notifyFailed,
        }),
    })
  }
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
      minWidth={720}
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
          <Table.Td>
            {invoice.paid_at ? (
              format.date(invoice.paid_at)
            ) : awaitsTransfer(invoice) ? (
              <Button
                size="compact-sm"
                variant="light"
                loading={markPaid.isPending && markPaid.variables === invoice.id}
                aria-label={t('superuser.invoices.markPaidOf', { number: invoice.number })}
                onClick={() => askToMarkPaid(invoice)}
              >
                {t('superuser.invoices.markPaid')}
              </Button>
            ) : (
              '–'
            )}
          </Table.Td>
        </Table.Tr>
      )}
    </TableSection>
  )
}
