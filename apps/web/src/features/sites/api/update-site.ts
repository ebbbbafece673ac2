import { Site, type UpdateSiteBody } from '@sitewerk/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { useInvalidateSites } from '../../../api/queries/get-sites'

/** PATCH sites/{id}: title, description, identifier or the variables schema. */
export function updateSite({ id, body }: { id: number; body: UpdateSiteBody }) {
  return api.patch(`sites/${id}`, { body, schema: Site })
}

export function useUpdateSite() {
  return useMutation({ mutationFn: updateSite, onSuccess: useInvalidateSites() })
}
