import type { ResetPasswordBody } from '@sitewerk/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'

export function resetPassword(body: ResetPasswordBody) {
  return api.post('reset-password', { body })
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
