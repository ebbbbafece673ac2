import { Domain } from '@sitewerk/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { useInvalidateSites } from '../../../api/queries/get-sites'

/** PATCH domains/{id}: forward to the primary domain, or become the primary one (verified only). */
export function updateDomain({
  id,
  body,
}: {
  id: number
  body: { forward_key?: boolean; primary?: true }
}) {
  return api.patch(`domains/${id}`, { body, schema: Domain })
}

export function useUpdateDomain() {
  return useMutation({ mutationFn: updateDomain, onSuccess: useInvalidateSites() })
}
