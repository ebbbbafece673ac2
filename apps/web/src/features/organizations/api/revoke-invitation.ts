import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { invitationsKey } from './get-invitations'

/** DELETE organization/invitations/{id}. */
export function useRevokeInvitation(organizationId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete(`organization/invitations/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationsKey(organizationId) }),
  })
}
