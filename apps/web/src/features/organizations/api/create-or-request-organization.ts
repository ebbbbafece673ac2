import { CreateOrRequestResponse, type CreateOrganizationBody } from '@sitewerk/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { USER_QUERY_KEY } from '../../../lib/auth'
import { organizationQueryKey } from '../../../api/queries/get-organization'
import { MY_JOIN_REQUESTS_QUERY_KEY } from './get-my-join-requests'

/** POST organizations/create-or-request: 201 created, or 202 a join request to its owners. */
export function createOrRequestOrganization(body: CreateOrganizationBody) {
  return api.post('organizations/create-or-request', { body, schema: CreateOrRequestResponse })
}

export function useCreateOrRequestOrganization() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: createOrRequestOrganization,
    onSuccess: async (result) => {
      if (result.status === 'created') {
        client.setQueryData(organizationQueryKey(result.organization.id), result.organization)
        await client.invalidateQueries({ queryKey: USER_QUERY_KEY })
      } else {
        await client.invalidateQueries({ queryKey: MY_JOIN_REQUESTS_QUERY_KEY })
      }
    },
  })
}
