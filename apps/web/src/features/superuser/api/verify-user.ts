import { SuperuserUserDetail } from '@sitewerk/contracts'
import { api } from '../../../api/client'
import { useDetailMutation } from './use-detail-mutation'

/** POST superuser/users/{id}/verify: marks the e-mail address verified without a mail. */
export function verifyUser(id: number) {
  return api.post(`superuser/users/${id}/verify`, { schema: SuperuserUserDetail })
}

export function useVerifyUser(id: number) {
  return useDetailMutation('user', id, () => verifyUser(id))
}
