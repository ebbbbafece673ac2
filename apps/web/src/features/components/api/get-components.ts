import { Component } from '@sitewerk/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../api/client'

/** GET components: the organisation's components and the platform's. */
export function getComponents() {
  return api.get('components', { schema: z.array(Component) })
}

export const getComponentsQueryOptions = () =>
  queryOptions({ queryKey: ['components'], queryFn: getComponents })

export function useComponents() {
  return useQuery(getComponentsQueryOptions())
}
