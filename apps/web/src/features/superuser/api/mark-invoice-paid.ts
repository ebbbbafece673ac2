import { Invoice } from '@sitewerk/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { superuserKeys } from './keys'

/**
 * POST invoices/{id}/mark-paid: the operator saw the transfer arrive; 409 unless the invoice is
 * one by bank transfer that is open or failed.
 */
export function markInvoicePaid(id: number) {
  return api.post(`invoices/${id}/mark-paid`, { schema: Invoice })
}

/** The organisation's detail and the audit log are asked again: the invoice shows as paid. */
export function useMarkInvoicePaid() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: markInvoicePaid,
    onSuccess: () => client.invalidateQueries({ queryKey: superuserKeys.all }),
  })
}
