import { JoinRequest } from '@sitewerk/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'

export type JoinRequestDecision = 'accept' | 'decline'

/** POST organization/{id}/join-requests/{requestId}/accept or /decline. */
export function decideJoinRequest({
  organizationId,
  requestId,
  decision,
}: {
  organizationId: number
  requestId: number
  decision: JoinRequestDecision
}) {
  return api.post(`organization/${organizationId}/join-requests/${requestId}/${decision}`, {
    schema: JoinRequest,
  })
}

export function useDecideJoinRequest(organizationId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (args: { requestId: number; decision: JoinRequestDecision }) =>
      decideJoinRequest({ organizationId, ...args }),
    // accepting adds a member: refresh requests and members of this organisation
    onSuccess: () => client.invalidateQueries({ queryKey: ['organization', organizationId] }),
  })
}
