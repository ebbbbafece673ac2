import {
  DeleteLayoutResponse,
  Layout,
  type CreateLayoutBody,
  type UpdateLayoutBody,
} from '@sitewerk/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { api } from '../../../api/client'
import { getSiteLayoutsQueryOptions } from '../../../api/queries/get-site-layouts'

/** A layout lives in the site's list; one key family keeps the list and the detail in step. */
export const layoutQueryKey = (siteId: number, id: number) =>
  [...getSiteLayoutsQueryOptions(siteId).queryKey, id] as const

export function useLayout(siteId: number, id: number) {
  return useQuery({
    queryKey: layoutQueryKey(siteId, id),
    queryFn: () => api.get(`layouts/${id}`, { schema: Layout }),
  })
}

function useInvalidateLayouts(siteId: number) {
  const client = useQueryClient()
  return useCallback(
    () => client.invalidateQueries({ queryKey: getSiteLayoutsQueryOptions(siteId).queryKey }),
    [client, siteId],
  )
}

export function useCreateLayout(siteId: number) {
  return useMutation({
    mutationFn: (body: CreateLayoutBody) => api.post('layouts', { body, schema: Layout }),
    onSuccess: useInvalidateLayouts(siteId),
  })
}

export function useUpdateLayout(siteId: number) {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateLayoutBody }) =>
      api.patch(`layouts/${id}`, { body, schema: Layout }),
    onSuccess: useInvalidateLayouts(siteId),
  })
}

export function useDeleteLayout(siteId: number) {
  return useMutation({
    mutationFn: (id: number) => api.delete(`layouts/${id}`, { schema: DeleteLayoutResponse }),
    onSuccess: useInvalidateLayouts(siteId),
  })
}
