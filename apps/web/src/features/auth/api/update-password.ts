import type { UpdatePasswordBody } from '@sitewerk/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'

/** PUT user/password: 204. */
export function updatePassword(body: UpdatePasswordBody) {
  return api.put('user/password', { body })
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword })
}
