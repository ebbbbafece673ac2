import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { refetchUser } from '../../../lib/auth'

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
