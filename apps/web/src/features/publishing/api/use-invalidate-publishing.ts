import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { publishingKeys } from './keys'

/** After a publish, unpublish, schedule or restore: every loaded publishing state loads again. */
export function useInvalidatePublishing() {
  const client = useQueryClient()
  return useCallback(() => client.invalidateQueries({ queryKey: publishingKeys.all }), [client])
}
