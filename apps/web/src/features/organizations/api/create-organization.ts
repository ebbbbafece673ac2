import { Organization, type CreateOrganizationBody } from '@sitewerk/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { USER_QUERY_KEY } from '../../../lib/auth'
import { organizationQueryKey } from '../../../api/queries/get-organization'

/** POST organizations: 201, the creator owns it. 403 while the e-mail is unverified. */
export function createOrganization(body: CreateOrganizationBody) {
  return api.post('organizations', { body, schema: Organization })
}

export function useCreateOrganization() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: createOrganization,
    onSuccess: async (organization) => {
      client.setQueryData(organizationQueryKey(organization.id), organization)
      await client.invalidateQueries({ queryKey: USER_QUERY_KEY })
    },
  })
}
