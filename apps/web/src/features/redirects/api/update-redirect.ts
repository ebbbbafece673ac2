import { SavedRedirect, type UpdateRedirectBody } from '@sitewerk/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { redirectsQueryKey } from './get-redirects'

/** PATCH redirects/{id}: the fields to change, checked like a new one. */
export function updateRedirect({ id, body }: { id: number; body: UpdateRedirectBody }) {
  return api.patch(`redirects/${id}`, { body, schema: SavedRedirect })
}

export function useUpdateRedirect() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: updateRedirect,
    onSuccess: ({ redirect }) =>
      client.invalidateQueries({ queryKey: redirectsQueryKey(redirect.site_id) }),
  })
}
