import { DEFAULT_TIME_ZONE, OrganizationSettings } from '@sitewerk/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useStoredOrganizationId } from '../../lib/organization-id-store'
import { api } from '../client'

/** The settings belong to the organisation of X-Organization-Id, so it is part of the key. */
export const settingsQueryKey = (organizationId: number | null) =>
  ['organization-settings', organizationId] as const

/** GET organization/settings: title, logo, icon, API key (owners), billing address, location. */
export function getOrganizationSettings() {
  return api.get('organization/settings', { schema: OrganizationSettings })
}

export function useOrganizationSettings() {
  const organizationId = useStoredOrganizationId()
  return useQuery(
    queryOptions({
      queryKey: settingsQueryKey(organizationId),
      queryFn: getOrganizationSettings,
      enabled: organizationId !== null,
    }),
  )
}

/**
 * The organisation's time zone (its location setting), in which dates are shown and entered;
 * `DEFAULT_TIME_ZONE` until the settings are loaded or when they cannot be read.
 */
export function useOrganizationTimeZone(): string {
  return useOrganizationSettings().data?.location.time_zone ?? DEFAULT_TIME_ZONE
}
