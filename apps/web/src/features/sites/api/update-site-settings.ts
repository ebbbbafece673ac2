import { SiteSettingsResponse, type SiteSettingsBody } from '@sitewerk/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { useStoredOrganizationId } from '../../../lib/organization-id-store'
import { siteSettingsQueryKey } from './get-site-settings'

/** PUT sites/{id}/settings: the settings screen saves them whole. */
export function updateSiteSettings({ id, body }: { id: number; body: SiteSettingsBody }) {
  return api.put(`sites/${id}/settings`, { body, schema: SiteSettingsResponse })
}

export function useUpdateSiteSettings() {
  const queryClient = useQueryClient()
  const organizationId = useStoredOrganizationId()
  return useMutation({
    mutationFn: updateSiteSettings,
    onSuccess: (saved, { id }) =>
      queryClient.setQueryData(siteSettingsQueryKey(organizationId, id), saved),
  })
}
