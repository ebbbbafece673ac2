import { SuperuserUsersPage } from '@sitewerk/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import type { UsersQuery } from '../utils/list-params'
import { superuserKeys } from './keys'

/** GET superuser/users: searched in name and e-mail, sorted, 25 per page. */
export function getUsers(query: UsersQuery) {
  return api.get('superuser/users', { query, schema: SuperuserUsersPage })
}

export const getUsersQueryOptions = (query: UsersQuery) =>
  queryOptions({ queryKey: superuserKeys.users(query), queryFn: () => getUsers(query) })

export function useUsers(query: UsersQuery) {
  return useQuery({ ...getUsersQueryOptions(query), placeholderData: keepPreviousData })
}
