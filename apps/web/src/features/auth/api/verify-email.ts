import { User, type VerifyEmailBody } from '@sitewerk/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { USER_QUERY_KEY } from '../../../lib/auth'

/** POST email/verify with the token of the mail. */
export function verifyEmail(body: VerifyEmailBody) {
  return api.post('email/verify', { body, schema: User })
}

export function useVerifyEmail() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: verifyEmail,
    // The link may be opened signed out or as someone else: ask who is signed in.
    onSuccess: () => client.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  })
}
