import { SiteNavigation } from '@sitewerk/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'

export const navigationQueryKey = (siteId: number) => ['navigation', siteId] as const

/** GET sites/{id}/navigation: the site's menu, derived from the page tree until arranged. */
export function getNavigation(siteId: number) {
  return api.get(`sites/${siteId}/navigation`, { schema: SiteNavigation })
}

export const getNavigationQueryOptions = (siteId: number) =>
  queryOptions({ queryKey: navigationQueryKey(siteId), queryFn: () => getNavigation(siteId) })

export function useNavigation(siteId: number) {
  return useQuery(getNavigationQueryOptions(siteId))
}
