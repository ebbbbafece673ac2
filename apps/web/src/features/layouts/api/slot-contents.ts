import {
  Content,
  type CreateContentBody,
  type Layout,
  type LayoutSlot,
  type UpdateContentBody,
} from '@sitewerk/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { api } from '../../../api/client'
import { getSiteLayoutsQueryOptions } from '../../../api/queries/get-site-layouts'

function useRefreshLayouts(layout: Layout) {
  const client = useQueryClient()
  return useCallback(
    () =>
      client.invalidateQueries({ queryKey: getSiteLayoutsQueryOptions(layout.site_id).queryKey }),
    [client, layout.site_id],
  )
}

/** POST content into a layout slot, at its end. */
export function useAddSlotContent(layout: Layout) {
  return useMutation({
    mutationFn: (body: Omit<CreateContentBody, 'layout_id'>) =>
      api.post('content', { body: { ...body, layout_id: layout.id }, schema: Content }),
    onSuccess: useRefreshLayouts(layout),
  })
}

export function useUpdateSlotContent(layout: Layout) {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateContentBody }) =>
      api.patch(`content/${id}`, { body, schema: Content }),
    onSuccess: useRefreshLayouts(layout),
  })
}

export function useDeleteSlotContent(layout: Layout) {
  return useMutation({
    mutationFn: (id: number) => api.delete(`content/${id}`),
    onSuccess: useRefreshLayouts(layout),
  })
}

/** One atomic reorder of a slot (POST reorder, type header|footer). */
export function useReorderSlot(layout: Layout) {
  return useMutation({
    mutationFn: ({ slot, ids }: { slot: LayoutSlot; ids: number[] }) =>
      api.post('reorder', { body: { type: slot, parent_id: layout.id, ids } }),
    onSuccess: useRefreshLayouts(layout),
  })
}
