import { SuperuserUserDetail, type UpdateSuperuserUserBody } from '@sitewerk/contracts'
import { api } from '../../../api/client'
import { useDetailMutation } from './use-detail-mutation'

/** PATCH superuser/users/{id}: grant or remove the superuser flag, disable or enable. */
export function updateUser(id: number, body: UpdateSuperuserUserBody) {
  return api.patch(`superuser/users/${id}`, { body, schema: SuperuserUserDetail })
}

export function useUpdateUser(id: number) {
  return useDetailMutation('user', id, (body: UpdateSuperuserUserBody) => updateUser(id, body))
}
