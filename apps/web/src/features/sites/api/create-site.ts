import { Site, type CreateSiteBody } from '@sitewerk/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { useInvalidateSites } from '../../../api/queries/get-sites'

/** POST sites → 201 Site; without an identifier the server forms one from the title. */
export function createSite(body: CreateSiteBody) {
  return api.post('sites', { body, schema: Site })
}

export function useCreateSite() {
  return useMutation({ mutationFn: createSite, onSuccess: useInvalidateSites() })
}
