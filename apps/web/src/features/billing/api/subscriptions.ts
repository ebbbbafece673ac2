import { Subscription } from '@sitewerk/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { useInvalidateSubscriptions } from '../../../api/queries/services'

/** POST services/{identifier}/subscription {units} → 201 Subscription (owners). */
export function subscribe({ identifier, units }: { identifier: string; units: number }) {
  return api.post(`services/${encodeURIComponent(identifier)}/subscription`, {
    body: { units },
    schema: Subscription,
  })
}

/** PATCH subscriptions/{id} {units}: more at once, fewer from `change_at` (owners). */
export function changeUnits({ id, units }: { id: number; units: number }) {
  return api.patch(`subscriptions/${id}`, { body: { units }, schema: Subscription })
}

/** POST subscriptions/{id}/cancel: runs until the end of the period (`deleted_at`). */
export function cancelSubscription(id: number) {
  return api.post(`subscriptions/${id}/cancel`, { schema: Subscription })
}

/** POST subscriptions/{id}/resume: takes a cancellation back before it takes effect. */
export function resumeSubscription(id: number) {
  return api.post(`subscriptions/${id}/resume`, { schema: Subscription })
}

/**
 * `onSubscribed` runs here, not as a callback of `mutate`: the refetch puts the subscription in
 * place of the form, and a form gone before the answer would never say it was booked.
 */
export function useSubscribe(onSubscribed: (subscription: Subscription) => void) {
  const invalidate = useInvalidateSubscriptions()
  return useMutation({
    mutationFn: subscribe,
    onSuccess: (subscription) => {
      onSubscribed(subscription)
      return invalidate()
    },
  })
}

export function useChangeUnits() {
  return useMutation({ mutationFn: changeUnits, onSuccess: useInvalidateSubscriptions() })
}

export function useCancelSubscription() {
  return useMutation({ mutationFn: cancelSubscription, onSuccess: useInvalidateSubscriptions() })
}

export function useResumeSubscription() {
  return useMutation({ mutationFn: resumeSubscription, onSuccess: useInvalidateSubscriptions() })
}
