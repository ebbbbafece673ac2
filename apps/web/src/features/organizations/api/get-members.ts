import { Member } from '@sitewerk/contracts'
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../api/client'

export function getMembers(organizationId: number) {
  return api.get(`organization/${organizationId}/members`, { schema: z.array(Member) })
}

export function useMembers(organizationId: number) {
  return useQuery({
    queryKey: ['organization', organizationId, 'members'],
    queryFn: () => getMembers(organizationId),
  })
}
