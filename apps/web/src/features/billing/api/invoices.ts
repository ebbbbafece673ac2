import { InvoicesPage } from '@sitewerk/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { useStoredOrganizationId } from '../../../lib/organization-id-store'

/** GET invoices?page=: the organisation's invoices, newest first, one page at a time. */
export function getInvoices(page: number) {
  return api.get('invoices', { query: { page }, schema: InvoicesPage })
}

export function useInvoices(page: number) {
  const organizationId = useStoredOrganizationId()
  return useQuery({
    queryKey: ['invoices', organizationId, page],
    queryFn: () => getInvoices(page),
    enabled: organizationId !== null,
    placeholderData: keepPreviousData,
  })
}
