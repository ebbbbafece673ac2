import { Invitation } from '@sitewerk/contracts'
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../api/client'

export const invitationsKey = (organizationId: number) => [
  'organization',
  organizationId,
  'invitations',
]

/** GET organization/invitations: the open ones (pending or expired). */
export function useInvitations(organizationId: number) {
  return useQuery({
    queryKey: invitationsKey(organizationId),
    queryFn: () => api.get('organization/invitations', { schema: z.array(Invitation) }),
  })
}
