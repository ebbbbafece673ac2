import { Member, type OrganizationRole } from '@sitewerk/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'

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
