import { Theme, type CreateThemeBody, type UpdateThemeBody } from '@sitewerk/contracts'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { z } from 'zod'
import { api } from '../../../api/client'
import { useStoredOrganizationId } from '../../../lib/organization-id-store'

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

function useInvalidateThemes() {
  const client = useQueryClient()
  const organizationId = useStoredOrganizationId()
  return useCallback(
    () => client.invalidateQueries({ queryKey: themesQueryKey(organizationId) }),
    [client, organizationId],
  )
}

export function useCreateTheme() {
  return useMutation({
    mutationFn: (body: CreateThemeBody) => api.post('themes', { body, schema: Theme }),
    onSuccess: useInvalidateThemes(),
  })
}

export function useUpdateTheme() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateThemeBody }) =>
      api.patch(`themes/${id}`, { body, schema: Theme }),
    onSuccess: useInvalidateThemes(),
  })
}

export function useDeleteTheme() {
  const client = useQueryClient()
  const organizationId = useStoredOrganizationId()
  return useMutation({
    mutationFn: (id: number) => api.delete(`themes/${id}`),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: themesQueryKey(organizationId), exact: true }),
  })
}
