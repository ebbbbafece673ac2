import { Settings } from '@sitewerk/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'

/** GET settings (spec §7): whether this installation is a hub, and the hub's address. */
export function getSettings() {
  return api.get('settings', { schema: Settings })
}

export const getSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings'], queryFn: getSettings })

export function useSettings() {
  return useQuery(getSettingsQueryOptions())
}
