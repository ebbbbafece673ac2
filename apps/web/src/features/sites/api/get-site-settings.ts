import { SiteSettingsResponse } from '@sitewerk/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { useStoredOrganizationId } from '../../../lib/organization-id-store'
import { siteQueryKey } from './get-site'

export const siteSettingsQueryKey = (organizationId: number | null, id: number) =>
  [...siteQueryKey(organizationId, id), 'settings'] as const

/** GET sites/{id}/settings: contact, opening hours, social links, language and the site's images. */
export function getSiteSettings(id: number) {
  return api.get(`sites/${id}/settings`, { schema: SiteSettingsResponse })
}

export function useSiteSettings(id: number) {
  const organizationId = useStoredOrganizationId()
  return useQuery(
    queryOptions({
      queryKey: siteSettingsQueryKey(organizationId, id),
      queryFn: () => getSiteSettings(id),
      enabled: organizationId !== null,
    }),
  )
}
