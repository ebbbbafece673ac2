import { Invitation, type InvitationBody } from '@sitewerk/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { invitationsKey } from './get-invitations'

/** POST organization/invitations: invites, or renews the address's open invitation. */
export function useCreateInvitation(organizationId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: InvitationBody) =>
      api.post('organization/invitations', { body, schema: Invitation }),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationsKey(organizationId) }),
  })
}
