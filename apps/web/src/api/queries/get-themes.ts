import { Theme } from '@sitewerk/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { useStoredOrganizationId } from '../../lib/organization-id-store'
import { api } from '../client'

/** Themes belong to the organisation of X-Organization-Id, so it is part of every key. */
export const themesQueryKey = (organizationId: number | null) => ['themes', organizationId] as const

/** GET themes: the themes of the current organisation. */
export function getThemes() {
  return api.get('themes', { schema: z.array(Theme) })
}

export function useThemes() {
  const organizationId = useStoredOrganizationId()
  return useQuery(
    queryOptions({
      queryKey: themesQueryKey(organizationId),
      queryFn: getThemes,
      enabled: organizationId !== null,
    }),
  )
}

export function useTheme(id: number) {
  const organizationId = useStoredOrganizationId()
  return useQuery({
    queryKey: [...themesQueryKey(organizationId), id],
    queryFn: () => api.get(`themes/${id}`, { schema: Theme }),
    enabled: organizationId !== null,
  })
}
