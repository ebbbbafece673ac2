import { SuperuserOutboxMail } from '@sitewerk/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../../api/client'
import { outboxQueryKey } from './get-outbox'

/** GET superuser/outbox/{id}: one mail with its HTML and text. */
export function getOutboxMail(id: number) {
  return api.get(`superuser/outbox/${id}`, { schema: SuperuserOutboxMail })
}

export const getOutboxMailQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...outboxQueryKey, 'mail', id], queryFn: () => getOutboxMail(id) })

export function useOutboxMail(id: number) {
  return useQuery(getOutboxMailQueryOptions(id))
}
