import { PaymentMethod, SetupIntentResponse } from '@sitewerk/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../api/client'
import { useStoredOrganizationId } from '../../../lib/organization-id-store'

export type PaymentMethodType = PaymentMethod['type']

const paymentMethodsQueryKey = (organizationId: number | null) =>
  ['payment-methods', organizationId] as const

/** GET payment-methods: the organisation's cards and SEPA mandates. */
export function getPaymentMethods() {
  return api.get('payment-methods', { schema: z.array(PaymentMethod) })
}

export function usePaymentMethods() {
  const organizationId = useStoredOrganizationId()
  return useQuery({
    queryKey: paymentMethodsQueryKey(organizationId),
    queryFn: getPaymentMethods,
    enabled: organizationId !== null,
  })
}

function useInvalidatePaymentMethods() {
  const client = useQueryClient()
  const organizationId = useStoredOrganizationId()
  return () => client.invalidateQueries({ queryKey: paymentMethodsQueryKey(organizationId) })
}

/** POST payment-methods/setup-intent {type} → the client secret Stripe.js confirms with. */
export function createSetupIntent(type: PaymentMethodType) {
  return api.post('payment-methods/setup-intent', { body: { type }, schema: SetupIntentResponse })
}

/** POST payment-methods {setup_intent_id} → 201: keeps what the confirmed setup intent made. */
export function addPaymentMethod(setupIntentId: string) {
  return api.post('payment-methods', {
    body: { setup_intent_id: setupIntentId },
    schema: PaymentMethod,
  })
}

export function useCreateSetupIntent() {
  return useMutation({ mutationFn: createSetupIntent })
}

export function useAddPaymentMethod() {
  return useMutation({ mutationFn: addPaymentMethod, onSuccess: useInvalidatePaymentMethods() })
}

/** PUT payment-methods/{id}/default. */
export function useSetDefaultPaymentMethod() {
  return useMutation({
    mutationFn: (id: number) => api.put(`payment-methods/${id}/default`),
    onSuccess: useInvalidatePaymentMethods(),
  })
}

/** DELETE payment-methods/{id}. */
export function useDeletePaymentMethod() {
  return useMutation({
    mutationFn: (id: number) => api.delete(`payment-methods/${id}`),
    onSuccess: useInvalidatePaymentMethods(),
  })
}
