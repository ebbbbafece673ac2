import { SuperuserOrganizationsPage } from '@sitewerk/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import type { OrganizationsQuery } from '../utils/list-params'
import { superuserKeys } from './keys'

/** GET superuser/organizations: searched by title, 25 per page, with member and site counts. */
export function getOrganizations(query: OrganizationsQuery) {
  return api.get('superuser/organizations', { query, schema: SuperuserOrganizationsPage })
}

export const getOrganizationsQueryOptions = (query: OrganizationsQuery) =>
  queryOptions({
    queryKey: superuserKeys.organizations(query),
    queryFn: () => getOrganizations(query),
  })

export function useOrganizations(query: OrganizationsQuery) {
  return useQuery({ ...getOrganizationsQueryOptions(query), placeholderData: keepPreviousData })
}
