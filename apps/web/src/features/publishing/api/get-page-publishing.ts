import { PagePublishing } from '@sitewerk/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { publishingKeys } from './keys'

/** GET page/{id}/publishing: the page's status, its live version and its planned publish. */
export function getPagePublishing(pageId: number) {
  return api.get(`page/${pageId}/publishing`, { schema: PagePublishing })
}

export const getPagePublishingQueryOptions = (pageId: number) =>
  queryOptions({
    queryKey: publishingKeys.page(pageId),
    queryFn: () => getPagePublishing(pageId),
  })

export function usePagePublishing(pageId: number) {
  return useQuery(getPagePublishingQueryOptions(pageId))
}
