import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { redirectsQueryKey } from './get-redirects'

/** DELETE redirects/{id}: visitors of its address get the not-found page again. */
export function deleteRedirect({ id }: { id: number; siteId: number }) {
  return api.delete(`redirects/${id}`)
}

export function useDeleteRedirect() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: deleteRedirect,
    onSuccess: (_answer, { siteId }) =>
      client.invalidateQueries({ queryKey: redirectsQueryKey(siteId) }),
  })
}
