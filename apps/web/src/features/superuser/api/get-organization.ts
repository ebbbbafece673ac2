import { SuperuserOrganizationDetail } from '@sitewerk/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { superuserKeys } from './keys'

/**
 * GET superuser/organizations/{id}: members, sites with domains, subscriptions, invoices and
 * the bytes of its media.
 */
export function getOrganization(id: number) {
  return api.get(`superuser/organizations/${id}`, { schema: SuperuserOrganizationDetail })
}

export const getOrganizationQueryOptions = (id: number) =>
  queryOptions({ queryKey: superuserKeys.organization(id), queryFn: () => getOrganization(id) })

export function useConsoleOrganization(id: number) {
  return useQuery(getOrganizationQueryOptions(id))
}
