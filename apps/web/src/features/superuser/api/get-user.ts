import { SuperuserUserDetail } from '@sitewerk/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { superuserKeys } from './keys'

/** GET superuser/users/{id}: the account with its organisations and sessions. */
export function getUser(id: number) {
  return api.get(`superuser/users/${id}`, { schema: SuperuserUserDetail })
}

export const getUserQueryOptions = (id: number) =>
  queryOptions({ queryKey: superuserKeys.user(id), queryFn: () => getUser(id) })

export function useConsoleUser(id: number) {
  return useQuery(getUserQueryOptions(id))
}
