import { Site } from '@sitewerk/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { useStoredOrganizationId } from '../../../lib/organization-id-store'
import { sitesQueryKey } from '../../../api/queries/get-sites'

export const siteQueryKey = (organizationId: number | null, id: number) =>
  [...sitesQueryKey(organizationId), id] as const

/** GET sites/{id}; another organisation's site is a 404. */
export function getSite(id: number) {
  return api.get(`sites/${id}`, { schema: Site })
}

export const getSiteQueryOptions = (organizationId: number | null, id: number) =>
  queryOptions({
    queryKey: siteQueryKey(organizationId, id),
    queryFn: () => getSite(id),
    enabled: organizationId !== null,
  })

export function useSite(id: number) {
  return useQuery(getSiteQueryOptions(useStoredOrganizationId(), id))
}
