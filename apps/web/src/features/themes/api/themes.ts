import { Theme, type CreateThemeBody, type UpdateThemeBody } from '@sitewerk/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { api } from '../../../api/client'
import { themesQueryKey } from '../../../api/queries/get-themes'
import { useStoredOrganizationId } from '../../../lib/organization-id-store'

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
