import { Badge } from '@mantine/core'
import type { Invoice } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'

const COLORS: Record<Invoice['status'], string> = {
  open: 'yellow',
  paid: 'green',
  failed: 'red',
  void: 'gray',
}

export function InvoiceStatusBadge({ status }: { status: Invoice['status'] }) {
  const { t } = useTranslation()
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`billing.invoices.status.${status}`)}
    </Badge>
  )
}
