import { Group, Pagination, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { SectionCard } from '../../../components/ui/section-card'
import { useInvoices } from '../api/invoices'
import { usePaymentsConfig } from '../api/payments-config'
import { BankTransferDetails } from '../components/bank-transfer-details'
import { InvoicesTable } from '../components/invoices-table'

/** The page the address asks for (?page=), 1 when it names none or nonsense. */
function pageFrom(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** payments (index): the invoices page by page and, for bank transfers, where to pay. */
export function InvoicesScreen() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const page = pageFrom(params.get('page'))
  const invoices = useInvoices(page)
  const config = usePaymentsConfig()
  const data = invoices.data
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1
  const account = config.data?.provider === 'invoice' ? config.data.bank_account : null

  return (
    <Stack gap="lg">
      {account && (
        <BankTransferDetails
          account={account}
          openInvoices={data?.data.filter((invoice) => invoice.status === 'open') ?? []}
        />
      )}
      <SectionCard id="invoices-title" title={t('billing.invoices.title')}>
        {invoices.isPending && <CenteredLoader label={t('common.loading')} />}
        {invoices.isError && (
          <QueryError
            title={t('billing.invoices.loadFailed')}
            error={invoices.error}
            onRetry={() => void invoices.refetch()}
          />
        )}
        {data?.data.length === 0 && <Text c="dimmed">{t('billing.invoices.empty')}</Text>}
        {!!data?.data.length && <InvoicesTable invoices={data.data} />}
        {pages > 1 && (
          <Group justify="center">
            <Pagination
              total={pages}
              value={page}
              onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
              getControlProps={(control) => ({
                'aria-label': t(`billing.invoices.pager.${control}`),
              })}
              getItemProps={(item) => ({
                'aria-label': t('billing.invoices.pager.page', { page: item }),
              })}
            />
          </Group>
        )}
      </SectionCard>
    </Stack>
  )
}
