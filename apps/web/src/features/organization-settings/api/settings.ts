import {
  OrganizationLocation,
  OrganizationSettings,
  type UpdateOrganizationSettingsBody,
} from '@sitewerk/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { settingsQueryKey } from '../../../api/queries/get-organization-settings'
import { USER_QUERY_KEY } from '../../../lib/auth'
import { useStoredOrganizationId } from '../../../lib/organization-id-store'

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
