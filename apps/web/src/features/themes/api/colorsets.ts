import {
  Colorset,
  ColorsetInUseErrorBody,
  type CreateColorsetBody,
  type ColorsetUsage,
  type UpdateColorsetBody,
} from '@sitewerk/contracts'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { z } from 'zod'
import { api, isApiError } from '../../../api/client'
import { useStoredOrganizationId } from '../../../lib/organization-id-store'

/** Colour sets belong to the organisation of X-Organization-Id, so it is part of every key. */
export const colorsetsQueryKey = (organizationId: number | null) =>
  ['colorsets', organizationId] as const

/** GET colorsets: the colour sets of the current organisation. */
export function getColorsets() {
  return api.get('colorsets', { schema: z.array(Colorset) })
}

export function useColorsets() {
  const organizationId = useStoredOrganizationId()
  return useQuery(
    queryOptions({
      queryKey: colorsetsQueryKey(organizationId),
      queryFn: getColorsets,
      enabled: organizationId !== null,
    }),
  )
}

export function useColorset(id: number) {
  const organizationId = useStoredOrganizationId()
  return useQuery({
    queryKey: [...colorsetsQueryKey(organizationId), id],
    queryFn: () => api.get(`colorsets/${id}`, { schema: Colorset }),
    enabled: organizationId !== null,
  })
}

function useInvalidateColorsets() {
  const client = useQueryClient()
  const organizationId = useStoredOrganizationId()
  return useCallback(
    () => client.invalidateQueries({ queryKey: colorsetsQueryKey(organizationId) }),
    [client, organizationId],
  )
}

export function useCreateColorset() {
  return useMutation({
    mutationFn: (body: CreateColorsetBody) => api.post('colorsets', { body, schema: Colorset }),
    onSuccess: useInvalidateColorsets(),
  })
}

export function useUpdateColorset() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateColorsetBody }) =>
      api.patch(`colorsets/${id}`, { body, schema: Colorset }),
    onSuccess: useInvalidateColorsets(),
  })
}

export function useDeleteColorset() {
  const client = useQueryClient()
  const organizationId = useStoredOrganizationId()
  return useMutation({
    mutationFn: (id: number) => api.delete(`colorsets/${id}`),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: colorsetsQueryKey(organizationId), exact: true }),
  })
}

/** spec §5: a 409 of DELETE colorsets/{id} names the themes and appearance that use the set. */
export function colorsetUsages(error: unknown): ColorsetUsage[] | null {
  if (!isApiError(error) || error.status !== 409) return null
  const parsed = ColorsetInUseErrorBody.safeParse(error.body)
  return parsed.success ? parsed.data.usages : null
}
