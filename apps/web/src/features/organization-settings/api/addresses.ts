import { Address, type AddressBody } from '@sitewerk/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { z } from 'zod'
import { api } from '../../../api/client'
import { useStoredOrganizationId } from '../../../lib/organization-id-store'
import { settingsQueryKey } from '../../../api/queries/get-organization-settings'

/** Addresses belong to the organisation of X-Organization-Id, so it is part of every key. */
export const addressesQueryKey = (organizationId: number | null) =>
  ['organization-addresses', organizationId] as const

/** GET organization/addresses: the billing one carries is_billing. */
export function useAddresses() {
  const organizationId = useStoredOrganizationId()
  return useQuery({
    queryKey: addressesQueryKey(organizationId),
    queryFn: () => api.get('organization/addresses', { schema: z.array(Address) }),
    enabled: organizationId !== null,
  })
}

export function useAddress(id: number | null) {
  const organizationId = useStoredOrganizationId()
  return useQuery({
    queryKey: [...addressesQueryKey(organizationId), id],
    queryFn: () => api.get(`organization/addresses/${id}`, { schema: Address }),
    enabled: organizationId !== null && id !== null,
  })
}

/** A change of one address may move the billing mark: the list and the settings reload. */
function useInvalidateAddresses() {
  const client = useQueryClient()
  const organizationId = useStoredOrganizationId()
  return useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: addressesQueryKey(organizationId) }),
        client.invalidateQueries({ queryKey: settingsQueryKey(organizationId) }),
      ]),
    [client, organizationId],
  )
}

/** POST organization/addresses, or PUT organization/addresses/{id} when an id is given. */
export function useSaveAddress(id: number | null) {
  return useMutation({
    mutationFn: (body: AddressBody) =>
      id === null
        ? api.post('organization/addresses', { body, schema: Address })
        : api.put(`organization/addresses/${id}`, { body, schema: Address }),
    onSuccess: useInvalidateAddresses(),
  })
}

/** DELETE organization/addresses/{id}; the billing address answers 409 with the reason. */
export function useDeleteAddress() {
  return useMutation({
    mutationFn: (id: number) => api.delete(`organization/addresses/${id}`),
    onSuccess: useInvalidateAddresses(),
  })
}
