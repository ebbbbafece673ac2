import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { useStoredOrganizationId } from '../../../lib/organization-id-store'
import { sitesQueryKey } from '../../../api/queries/get-sites'

/** DELETE sites/{id} → 204; pages, domains and everything else of the site go with it. */
export function deleteSite(id: number) {
  return api.delete(`sites/${id}`)
}

export function useDeleteSite() {
  const client = useQueryClient()
  const organizationId = useStoredOrganizationId()
  return useMutation({
    mutationFn: deleteSite,
    // only the list: loading the deleted site again would answer 404 on the screen still open
    onSuccess: () =>
      client.invalidateQueries({ queryKey: sitesQueryKey(organizationId), exact: true }),
  })
}
