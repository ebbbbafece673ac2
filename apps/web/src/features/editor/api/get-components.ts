import { Component } from '@sitewerk/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../api/client'
import { useStoredOrganizationId } from '../../../lib/organization-id-store'

/** spec §7 GET components: the global components the organisation may use. */
export function getComponents() {
  return api.get('components', { schema: z.array(Component) })
}

export function useComponents() {
  const organizationId = useStoredOrganizationId()
  return useQuery(
    queryOptions({ queryKey: ['components', organizationId], queryFn: getComponents }),
  )
}
