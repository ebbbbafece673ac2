import { SetupStatus } from '@sitewerk/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'

export const setupStatusQueryKey = (siteId: number) => ['setup-status', siteId] as const

/** GET sites/{id}/setup: whether the site still needs the cms-setup (it has no pages). */
export function getSetupStatus(siteId: number) {
  return api.get(`sites/${siteId}/setup`, { schema: SetupStatus })
}

export const getSetupStatusQueryOptions = (siteId: number) =>
  queryOptions({ queryKey: setupStatusQueryKey(siteId), queryFn: () => getSetupStatus(siteId) })

export function useSetupStatus(siteId: number) {
  return useQuery(getSetupStatusQueryOptions(siteId))
}
