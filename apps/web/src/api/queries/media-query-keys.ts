import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useStoredOrganizationId } from '../../lib/organization-id-store'

/** Media belongs to the organisation of X-Organization-Id, so it is part of every key. */
export const mediaQueryKey = (organizationId: number | null) => ['media', organizationId] as const

/** After any change of a file or category: every loaded media answer loads again. */
export function useInvalidateMedia() {
  const client = useQueryClient()
  const organizationId = useStoredOrganizationId()
  return useCallback(
    () => client.invalidateQueries({ queryKey: mediaQueryKey(organizationId) }),
    [client, organizationId],
  )
}
