import { Domain } from '@sitewerk/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { useInvalidateSites } from '../../../api/queries/get-sites'

/** POST domains/{id}/verify: looks up the TXT record; a 422 (errors.domain) names the missing one. */
export function verifyDomain(id: number) {
  return api.post(`domains/${id}/verify`, { schema: Domain })
}

export function useVerifyDomain() {
  return useMutation({ mutationFn: verifyDomain, onSuccess: useInvalidateSites() })
}
