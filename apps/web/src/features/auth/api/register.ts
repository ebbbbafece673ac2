import { User, type RegisterBody } from '@sitewerk/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { USER_QUERY_KEY, markLoggedIn } from '../../../lib/auth'

/** POST register: 201 with the new user, who is signed in. */
export function register(body: RegisterBody) {
  return api.post('register', { body, schema: User })
}

export function useRegister() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      markLoggedIn()
      client.setQueryData(USER_QUERY_KEY, user)
    },
  })
}
