import { Layout } from '@sitewerk/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../client'

/** GET sites/{id}/layouts: the layouts a page of the site can wear. */
export function getSiteLayouts(siteId: number) {
  return api.get(`sites/${siteId}/layouts`, { schema: z.array(Layout) })
}

export const getSiteLayoutsQueryOptions = (siteId: number) =>
  queryOptions({ queryKey: ['layouts', siteId], queryFn: () => getSiteLayouts(siteId) })

export function useSiteLayouts(siteId: number) {
  return useQuery(getSiteLayoutsQueryOptions(siteId))
}
