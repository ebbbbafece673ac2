import { useMutation, useQueryClient } from '@tanstack/react-query'
import { superuserKeys } from './keys'

/**
 * A change of the user or organisation `id` that answers its detail: the detail is replaced by
 * the answer, lists and the audit log are asked again (each change is an audit entry, decision
 * 032).
 */
export function useDetailMutation<V, D>(
  kind: 'user' | 'organization',
  id: number,
  mutationFn: (variables: V) => Promise<D>,
) {
  const client = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: async (detail) => {
      client.setQueryData(superuserKeys[kind](id), detail)
      await client.invalidateQueries({
        queryKey: superuserKeys.all,
        predicate: (query) => query.queryKey[1] !== kind,
      })
    },
  })
}
