import { AcceptInvitationResponse } from '@sitewerk/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { refetchUser } from '../../../lib/auth'

/** POST invitations/{token}/accept: joins; the user's organisations change. */
export function useAcceptInvitation(token: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => api.post(`invitations/${token}/accept`, { schema: AcceptInvitationResponse }),
    onSuccess: () => refetchUser(client),
  })
}
