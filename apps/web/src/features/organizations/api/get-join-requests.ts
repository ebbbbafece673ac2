import { JoinRequest } from '@sitewerk/contracts'
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../api/client'

export const joinRequestsQueryKey = (organizationId: number) =>
  ['organization', organizationId, 'join-requests'] as const

/** GET organization/{id}/join-requests: owners only. */
export function getJoinRequests(organizationId: number) {
  return api.get(`organization/${organizationId}/join-requests`, { schema: z.array(JoinRequest) })
}

export function useJoinRequests(organizationId: number, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: joinRequestsQueryKey(organizationId),
    queryFn: () => getJoinRequests(organizationId),
    enabled,
  })
}
