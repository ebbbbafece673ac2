import type { LoginBody } from '@sitewerk/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { api } from '../../../api/client'
import { markLoggedIn, refetchUser } from '../../../lib/auth'

export function login(body: LoginBody) {
  return api.post('login', {
    body,
    schema: () =>
      import('../../../api/lazy-contracts').then((contracts) => contracts.LoginResponse),
  })
}

/**
 * spec §8 'Login failure: returns false, no message': `login` answers whether it worked; the
 * failed call stays in `error` for the screen to put the server's field errors under the inputs.
 */
export function useLogin() {
  const client = useQueryClient()
  const { mutateAsync, error, isPending, reset } = useMutation({
    mutationFn: login,
    onSuccess: async () => {
      markLoggedIn()
      await refetchUser(client)
    },
  })
  const run = useCallback(
    async (body: LoginBody) => {
      try {
        await mutateAsync(body)
        return true
      } catch {
        return false
      }
    },
    [mutateAsync],
  )
  return { login: run, error, isPending, reset }
}
