import {
  DEFAULT_TIME_ZONE,
  OrganizationLocation,
  OrganizationSettings,
  type UpdateOrganizationSettingsBody,
} from '@sitewerk/contracts'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { USER_QUERY_KEY } from '../../../lib/auth'
import { useStoredOrganizationId } from '../../../lib/organization-id-store'

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

/** PATCH organization/settings; the title shows in the switcher and the navigation too. */
export function useUpdateOrganizationSettings() {
  const client = useQueryClient()
  const organizationId = useStoredOrganizationId()
  return useMutation({
    mutationFn: (body: UpdateOrganizationSettingsBody) =>
      api.patch('organization/settings', { body, schema: OrganizationSettings }),
    onSuccess: async (settings) => {
      client.setQueryData(settingsQueryKey(organizationId), settings)
      await Promise.all([
        client.invalidateQueries({ queryKey: ['organization', settings.id] }),
        client.invalidateQueries({ queryKey: USER_QUERY_KEY }),
      ])
    },
  })
}

/** PUT organization/location. */
export function usePutLocation() {
  const client = useQueryClient()
  const organizationId = useStoredOrganizationId()
  return useMutation({
    mutationFn: (body: OrganizationLocation) =>
      api.put('organization/location', { body, schema: OrganizationLocation }),
    onSuccess: (location) =>
      client.setQueryData<OrganizationSettings>(settingsQueryKey(organizationId), (settings) =>
        settings ? { ...settings, location } : settings,
      ),
  })
}

/**
 * The organisation's time zone (its location setting), in which dates are shown and entered;
 * `DEFAULT_TIME_ZONE` until the settings are loaded or when they cannot be read.
 */
export function useOrganizationTimeZone(): string {
  return useOrganizationSettings().data?.location.time_zone ?? DEFAULT_TIME_ZONE
}
