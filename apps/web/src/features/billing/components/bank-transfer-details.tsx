import { Stack, Table, Text } from '@mantine/core'
import type { Invoice, PaymentsConfig } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../components/ui/section-card'
import { useBillingFormat } from '../hooks/use-billing-format'

type BankAccount = NonNullable<PaymentsConfig['bank_account']>

/** The invoice provider: where to transfer to, and the invoice number as the reference. */
export function BankTransferDetails({
  account,
  openInvoices,
}: {
  account: BankAccount
  openInvoices: Invoice[]
}) {
  const { t } = useTranslation()
  const format = useBillingFormat()
  const rows: [string, string][] = [
    [t('billing.bank.holder'), account.holder],
    [t('billing.bank.iban'), account.iban],
    ...(account.bic ? [[t('billing.bank.bic'), account.bic] as [string, string]] : []),
  ]
  return (
    <SectionCard id="bank-transfer-title" title={t('billing.bank.title')}>
      <Text size="sm">{t('billing.bank.intro')}</Text>
      <Table variant="vertical" withTableBorder maw={520} aria-label={t('billing.bank.title')}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={160}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th w={160}>{t('billing.bank.reference')}</Table.Th>
            <Table.Td>{t('billing.bank.referenceValue')}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {openInvoices.length > 0 && (
        <Stack gap={4}>
          {openInvoices.map((invoice) => (
            <Text size="sm" key={invoice.id}>
              {t('billing.bank.open', {
                amount: format.money(invoice.amount, invoice.currency),
                number: invoice.number,
                date: format.date(invoice.due_at),
              })}
            </Text>
          ))}
        </Stack>
      )}
    </SectionCard>
  )
}
