import { SuperuserUsersPage } from '@sitewerk/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'

/** GET superuser/users: people whose name or e-mail contains `search`, by name (decision 032). */
export function searchUsers(search: string) {
  return api.get('superuser/users', {
    query: { search, sort: 'name', direction: 'asc' },
    schema: SuperuserUsersPage,
  })
}

export function useSearchUsers(search: string) {
  return useQuery({
    queryKey: ['superuser', 'users', { search }],
    queryFn: () => searchUsers(search),
    enabled: search !== '',
    placeholderData: keepPreviousData,
  })
}
