import { useQuery } from '@tanstack/react-query'
import { loadStripeJs } from '../lib/load-stripe'

/**
 * Stripe.js for the public key, loaded when the screen that needs it asks (and not before);
 * a failed load stays failed until `refetch` (the screen's retry), without automatic retries.
 */
export function useStripeJs(publishableKey: string | null) {
  return useQuery({
    queryKey: ['stripe-js', publishableKey],
    queryFn: () => loadStripeJs(publishableKey ?? ''),
    enabled: publishableKey !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    structuralSharing: false,
    refetchOnWindowFocus: false,
  })
}
