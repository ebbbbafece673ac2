import { Service } from '@sitewerk/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../../api/client'

/** The whole catalogue belongs to no organisation, so no organisation is in the key. */
export const catalogueQueryKey = ['superuser', 'services'] as const

/** GET superuser/services: every service, withdrawn ones too (decision 029). */
export function getCatalogue() {
  return api.get('superuser/services', { schema: z.array(Service) })
}

export const getCatalogueQueryOptions = () =>
  queryOptions({ queryKey: catalogueQueryKey, queryFn: getCatalogue })

export function useCatalogue() {
  return useQuery(getCatalogueQueryOptions())
}
