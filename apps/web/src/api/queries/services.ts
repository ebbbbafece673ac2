import { Service } from '@sitewerk/contracts'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../client'
import { useStoredOrganizationId } from '../../lib/organization-id-store'

/** The catalogue answers with the current organisation's subscriptions, so it is in the key. */
export const servicesQueryKey = (organizationId: number | null) =>
  ['services', organizationId] as const

/** GET services: the operator's catalogue with what the organisation subscribed to. */
export function getServices() {
  return api.get('services', { schema: z.array(Service) })
}

/** GET services/{identifier}. */
export function getService(identifier: string) {
  return api.get(`services/${encodeURIComponent(identifier)}`, { schema: Service })
}

/** `enabled: false` while the caller already knows what it would ask. */
export function useServices({ enabled = true }: { enabled?: boolean } = {}) {
  const organizationId = useStoredOrganizationId()
  return useQuery(
    queryOptions({
      queryKey: servicesQueryKey(organizationId),
      queryFn: getServices,
      enabled: enabled && organizationId !== null,
    }),
  )
}

export function useService(identifier: string) {
  const organizationId = useStoredOrganizationId()
  return useQuery(
    queryOptions({
      queryKey: [...servicesQueryKey(organizationId), identifier],
      queryFn: () => getService(identifier),
      enabled: organizationId !== null,
    }),
  )
}

/**
 * After a subscription changed: the catalogue, and the organisation, whose services grant the
 * permissions (a subscription unlocks or locks features).
 */
export function useInvalidateSubscriptions() {
  const client = useQueryClient()
  const organizationId = useStoredOrganizationId()
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: servicesQueryKey(organizationId) }),
      client.invalidateQueries({ queryKey: ['organization', organizationId] }),
      client.invalidateQueries({ queryKey: ['invoices', organizationId] }),
    ])
}
