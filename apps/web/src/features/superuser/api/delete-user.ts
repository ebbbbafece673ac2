import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { superuserKeys } from './keys'

/**
 * DELETE superuser/users/{id}: 409 without an export of the last hour, while the person is an
 * organisation's last owner or its only member; the message says which.
 */
export function deleteUser(id: number) {
  return api.delete(`superuser/users/${id}`)
}

/** The screen leaves the deleted person's detail itself; lists and the audit log are asked again. */
export function useDeleteUser(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => deleteUser(id),
    onSuccess: () =>
      client.invalidateQueries({
        queryKey: superuserKeys.all,
        predicate: (query) => query.queryKey[1] !== 'user',
      }),
  })
}
