import { User, type UpdateUserBody } from '@sitewerk/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { USER_QUERY_KEY } from '../../../lib/auth'

/** PATCH user: name and e-mail of the signed-in user. */
export function updateUser(body: UpdateUserBody) {
  return api.patch('user', { body, schema: User })
}

export function useUpdateUser() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => client.setQueryData(USER_QUERY_KEY, user),
  })
}
