import { SiteNavigation, type UpdateNavigationBody } from '@sitewerk/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { navigationQueryKey } from './get-navigation'

/** PUT sites/{id}/navigation; a 422 names entries as 'items.0.url', 'items.0.children.1.label'. */
export function updateNavigation({ siteId, body }: { siteId: number; body: UpdateNavigationBody }) {
  return api.put(`sites/${siteId}/navigation`, { body, schema: SiteNavigation })
}

export function useUpdateNavigation() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: updateNavigation,
    onSuccess: (menu) => client.setQueryData(navigationQueryKey(menu.site_id), menu),
  })
}
