import { Domain } from '@sitewerk/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { useInvalidateSites } from '../../../api/queries/get-sites'

/** POST sites/{id}/domains → 201 Domain, not yet verified. */
export function createDomain({
  siteId,
  body,
}: {
  siteId: number
  body: { domain: string; forward_key?: boolean }
}) {
  return api.post(`sites/${siteId}/domains`, { body, schema: Domain })
}

export function useCreateDomain() {
  return useMutation({ mutationFn: createDomain, onSuccess: useInvalidateSites() })
}
