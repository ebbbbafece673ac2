import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'

/** POST email/verification-notification: 202, the mail goes out again. */
export function sendVerificationNotification() {
  return api.post('email/verification-notification')
}

export function useSendVerificationNotification() {
  return useMutation({ mutationFn: sendVerificationNotification })
}
