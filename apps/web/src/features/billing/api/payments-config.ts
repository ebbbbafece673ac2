import { PaymentsConfig } from '@sitewerk/contracts'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { useUser } from '../../../lib/auth'

export const PAYMENTS_CONFIG_QUERY_KEY = ['payments-config'] as const

/** GET payments/config: the provider, Stripe's public key and the operator's bank account. */
export function getPaymentsConfig() {
  return api.get('payments/config', { schema: PaymentsConfig })
}

/**
 * spec §4, §7: the card provider's public key is loaded once the user is authenticated (the
 * query waits for that) and kept for the session; the payment screens reuse it. Only the key:
 * Stripe.js itself loads on the screen that adds a payment method.
 */
export function usePaymentsConfig() {
  const { status } = useUser()
  return useQuery({
    queryKey: PAYMENTS_CONFIG_QUERY_KEY,
    queryFn: getPaymentsConfig,
    enabled: status === 'authenticated',
    staleTime: Infinity,
  })
}
