import { Site } from '@sitewerk/contracts'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { z } from 'zod'
import { api } from '../client'
import { useStoredOrganizationId } from '../../lib/organization-id-store'

/** Sites belong to the organisation of X-Organization-Id, so it is part of every key. */
export const sitesQueryKey = (organizationId: number | null) => ['sites', organizationId] as const

/** GET sites: the sites of the current organisation, each with its domains. */
export function getSites() {
  return api.get('sites', { schema: z.array(Site) })
}

export const getSitesQueryOptions = (organizationId: number | null) =>
  queryOptions({
    queryKey: sitesQueryKey(organizationId),
    queryFn: getSites,
    enabled: organizationId !== null,
  })

export function useSites() {
  return useQuery(getSitesQueryOptions(useStoredOrganizationId()))
}

/** After any change to a site or its domains: the list and every single site load again. */
export function useInvalidateSites() {
  const client = useQueryClient()
  const organizationId = useStoredOrganizationId()
  return useCallback(
    () => client.invalidateQueries({ queryKey: sitesQueryKey(organizationId) }),
    [client, organizationId],
  )
}
