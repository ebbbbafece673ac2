import type { ForgotPasswordBody } from '@sitewerk/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'

/** POST forgot-password: always 202, whether the address exists or not. */
export function forgotPassword(body: ForgotPasswordBody) {
  return api.post('forgot-password', { body })
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword })
}
