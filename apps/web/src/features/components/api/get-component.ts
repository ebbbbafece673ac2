import { Component } from '@sitewerk/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'

/** spec §7 GET component/{id}. */
export const getComponentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['component', id],
    queryFn: () => api.get(`component/${id}`, { schema: Component }),
  })

export function useComponent(id: number) {
  return useQuery(getComponentQueryOptions(id))
}
