import { SuperuserOrganizationDetail, type SuspendOrganizationBody } from '@sitewerk/contracts'
import { api } from '../../../api/client'
import { useDetailMutation } from './use-detail-mutation'

/**
 * POST superuser/organizations/{id}/suspend: its sites answer a neutral page, its members read
 * the reason. Suspending again changes the reason.
 */
export function suspendOrganization(id: number, body: SuspendOrganizationBody) {
  return api.post(`superuser/organizations/${id}/suspend`, {
    body,
    schema: SuperuserOrganizationDetail,
  })
}

export function useSuspendOrganization(id: number) {
  return useDetailMutation('organization', id, (body: SuspendOrganizationBody) =>
    suspendOrganization(id, body),
  )
}
