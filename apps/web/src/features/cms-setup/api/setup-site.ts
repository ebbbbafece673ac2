import { SetupSiteResponse, type SetupSiteBody } from '@sitewerk/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { setupStatusQueryKey } from './get-setup-status'

/** POST sites/{id}/setup → 201 the created pages (home first); 409 when the site has pages. */
export function setupSite(siteId: number, body: SetupSiteBody) {
  return api.post(`sites/${siteId}/setup`, { body, schema: SetupSiteResponse })
}

export function useSetupSite(siteId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: SetupSiteBody) => setupSite(siteId, body),
    // the site's pages, its layouts and its setup status all changed
    onSuccess: () =>
      Promise.all(
        [['pages', siteId], ['layouts'], ['sites'], setupStatusQueryKey(siteId)].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  })
}
