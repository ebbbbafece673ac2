import { PageVersionSummary } from '@sitewerk/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../api/client'
import { publishingKeys } from './keys'

/** GET page/{id}/versions: the page's history, newest first. */
export function getPageVersions(pageId: number) {
  return api.get(`page/${pageId}/versions`, { schema: z.array(PageVersionSummary) })
}

export const getPageVersionsQueryOptions = (pageId: number) =>
  queryOptions({
    queryKey: publishingKeys.versions(pageId),
    queryFn: () => getPageVersions(pageId),
  })

export function usePageVersions(pageId: number) {
  return useQuery(getPageVersionsQueryOptions(pageId))
}
