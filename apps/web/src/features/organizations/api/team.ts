import {
  AcceptInvitationResponse,
  Invitation,
  InvitationPreview,
  Member,
  type InvitationBody,
  type OrganizationRole,
} from '@sitewerk/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../api/client'
import { refetchUser } from '../../../lib/auth'

/** The team's calls (decision 031): one hook per call, all invalidating the organisation's data. */

const invitationsKey = (organizationId: number) => ['organization', organizationId, 'invitations']

/** GET organization/invitations: the open ones (pending or expired). */
export function useInvitations(organizationId: number) {
  return useQuery({
    queryKey: invitationsKey(organizationId),
    queryFn: () => api.get('organization/invitations', { schema: z.array(Invitation) }),
  })
}

/** POST organization/invitations: invites, or renews the address's open invitation. */
export function useCreateInvitation(organizationId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: InvitationBody) =>
      api.post('organization/invitations', { body, schema: Invitation }),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationsKey(organizationId) }),
  })
}

/** DELETE organization/invitations/{id}. */
export function useRevokeInvitation(organizationId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete(`organization/invitations/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationsKey(organizationId) }),
  })
}

/** PATCH organization/{id}/members/{userId}. */
export function useChangeMemberRole(organizationId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: OrganizationRole }) =>
      api.patch(`organization/${organizationId}/members/${userId}`, {
        body: { role },
        schema: Member,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['organization', organizationId] }),
  })
}

/** DELETE organization/{id}/members/{userId}: removing someone, or leaving (oneself). */
export function useRemoveMember(organizationId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (userId: number) => api.delete(`organization/${organizationId}/members/${userId}`),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['organization', organizationId] })
      // leaving changes the user's organisations
      await refetchUser(client)
    },
  })
}

/** GET invitations/{token}: what the link offers, signed in or not. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => api.get(`invitations/${token}`, { schema: InvitationPreview }),
    retry: false,
  })
}

/** POST invitations/{token}/accept: joins; the user's organisations change. */
export function useAcceptInvitation(token: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => api.post(`invitations/${token}/accept`, { schema: AcceptInvitationResponse }),
    onSuccess: () => refetchUser(client),
  })
}
