import { Organization } from '@sitewerk/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../client'
import { organizationQueryKey } from './organization-query-key'

export { organizationQueryKey }

/** GET organization/{id}: with services and their permission identifiers (spec §7). */
export function getOrganization(id: number) {
  return api.get(`organization/${id}`, { schema: Organization })
}

export const getOrganizationQueryOptions = (id: number) =>
  queryOptions({ queryKey: organizationQueryKey(id), queryFn: () => getOrganization(id) })

export function useOrganization(id: number | null) {
  return useQuery({ ...getOrganizationQueryOptions(id ?? 0), enabled: id !== null })
}
