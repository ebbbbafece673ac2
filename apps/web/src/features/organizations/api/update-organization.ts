import { Organization, type UpdateOrganizationBody } from '@sitewerk/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { USER_QUERY_KEY } from '../../../lib/auth'
import { organizationQueryKey } from '../../../api/queries/get-organization'

export function updateOrganization({ id, body }: { id: number; body: UpdateOrganizationBody }) {
  return api.patch(`organization/${id}`, { body, schema: Organization })
}

export function useUpdateOrganization() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: updateOrganization,
    onSuccess: async (organization) => {
      client.setQueryData(organizationQueryKey(organization.id), organization)
      await client.invalidateQueries({ queryKey: USER_QUERY_KEY }) // the title in the switcher
    },
  })
}
