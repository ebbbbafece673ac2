import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../api/client'
import { superuserKeys } from './keys'

/** POST superuser/users/{id}/resend-verification: a fresh link by mail; 409 once verified. */
export function resendVerification(id: number) {
  return api.post(`superuser/users/${id}/resend-verification`, {
    schema: z.object({ sent: z.literal(true) }),
  })
}

export function useResendVerification(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => resendVerification(id),
    onSuccess: () => client.invalidateQueries({ queryKey: [...superuserKeys.all, 'audit'] }),
  })
}
