import { SitePublishing } from '@sitewerk/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { publishingKeys } from './keys'

/** GET sites/{id}/publishing: every page's status, the site's own changes and planned publishes. */
export function getSitePublishing(siteId: number) {
  return api.get(`sites/${siteId}/publishing`, { schema: SitePublishing })
}

export const getSitePublishingQueryOptions = (siteId: number) =>
  queryOptions({
    queryKey: publishingKeys.site(siteId),
    queryFn: () => getSitePublishing(siteId),
  })

export function useSitePublishing(siteId: number) {
  return useQuery(getSitePublishingQueryOptions(siteId))
}
