import { SavedRedirect, type CreateRedirectBody } from '@sitewerk/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { redirectsQueryKey } from './get-redirects'

/** POST sites/{id}/redirects → 201; a loop, a chain or a published page's address is a 422. */
export function createRedirect({ siteId, body }: { siteId: number; body: CreateRedirectBody }) {
  return api.post(`sites/${siteId}/redirects`, { body, schema: SavedRedirect })
}

export function useCreateRedirect() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: createRedirect,
    onSuccess: ({ redirect }) =>
      client.invalidateQueries({ queryKey: redirectsQueryKey(redirect.site_id) }),
  })
}
