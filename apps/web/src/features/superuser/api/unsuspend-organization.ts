import { SuperuserOrganizationDetail } from '@sitewerk/contracts'
import { api } from '../../../api/client'
import { useDetailMutation } from './use-detail-mutation'

/** POST superuser/organizations/{id}/unsuspend: its sites are back as they were. */
export function unsuspendOrganization(id: number) {
  return api.post(`superuser/organizations/${id}/unsuspend`, {
    schema: SuperuserOrganizationDetail,
  })
}

export function useUnsuspendOrganization(id: number) {
  return useDetailMutation('organization', id, () => unsuspendOrganization(id))
}
