import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { useInvalidateSites } from '../../../api/queries/get-sites'

/** DELETE domains/{id} → 204. */
export function deleteDomain(id: number) {
  return api.delete(`domains/${id}`)
}

export function useDeleteDomain() {
  return useMutation({ mutationFn: deleteDomain, onSuccess: useInvalidateSites() })
}
