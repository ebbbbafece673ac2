import { Page } from '@sitewerk/contracts'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { z } from 'zod'
import { api } from '../../../api/client'

export const sitePagesQueryKey = (siteId: number) => ['pages', siteId] as const

/** GET sites/{id}/pages: the site's pages, flat (the tree is by parent_id and order). */
export function getSitePages(siteId: number) {
  return api.get(`sites/${siteId}/pages`, { schema: z.array(Page) })
}

export const getSitePagesQueryOptions = (siteId: number) =>
  queryOptions({ queryKey: sitePagesQueryKey(siteId), queryFn: () => getSitePages(siteId) })

export function useSitePages(siteId: number) {
  return useQuery(getSitePagesQueryOptions(siteId))
}

/** After any page change: every loaded page list loads again. */
export function useInvalidatePages() {
  const client = useQueryClient()
  return useCallback(() => client.invalidateQueries({ queryKey: ['pages'] }), [client])
}
