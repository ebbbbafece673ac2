import { SiteRedirects } from '@sitewerk/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'

export const redirectsQueryKey = (siteId: number) => ['redirects', siteId] as const

/** GET sites/{id}/redirects: the site's redirects, newest first, with their hits. */
export function getRedirects(siteId: number) {
  return api.get(`sites/${siteId}/redirects`, { schema: SiteRedirects })
}

export const getRedirectsQueryOptions = (siteId: number) =>
  queryOptions({ queryKey: redirectsQueryKey(siteId), queryFn: () => getRedirects(siteId) })

export function useRedirects(siteId: number) {
  return useQuery(getRedirectsQueryOptions(siteId))
}
