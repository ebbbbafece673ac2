import { JoinRequest } from '@sitewerk/contracts'
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../api/client'

export const MY_JOIN_REQUESTS_QUERY_KEY = ['user', 'join-requests'] as const

/** GET user/join-requests: the signed-in user's own requests. */
export function getMyJoinRequests() {
  return api.get('user/join-requests', { schema: z.array(JoinRequest) })
}

export function useMyJoinRequests() {
  return useQuery({ queryKey: MY_JOIN_REQUESTS_QUERY_KEY, queryFn: getMyJoinRequests })
}
