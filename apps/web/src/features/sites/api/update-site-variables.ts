import { Site } from '@sitewerk/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { useInvalidateSites } from '../../../api/queries/get-sites'

/** PUT sites/{id}/variables; a 422 names the fields as 'variables.<name>'. */
export function updateSiteVariables({
  id,
  variables,
}: {
  id: number
  variables: Record<string, unknown>
}) {
  return api.put(`sites/${id}/variables`, { body: { variables }, schema: Site })
}

export function useUpdateSiteVariables() {
  return useMutation({ mutationFn: updateSiteVariables, onSuccess: useInvalidateSites() })
}
