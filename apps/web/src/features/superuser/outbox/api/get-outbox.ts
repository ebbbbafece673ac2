import { SuperuserOutboxPage } from '@sitewerk/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../../api/client'

export const outboxQueryKey = ['superuser', 'outbox'] as const

/** GET superuser/outbox?search=&page=: mails by recipient or subject, newest first, 25 a page. */
export function getOutbox({ search, page }: { search: string; page: number }) {
  return api.get('superuser/outbox', {
    query: { search: search || undefined, page: page > 1 ? page : undefined },
    schema: SuperuserOutboxPage,
  })
}

export const getOutboxQueryOptions = (params: { search: string; page: number }) =>
  queryOptions({
    queryKey: [...outboxQueryKey, 'list', params],
    queryFn: () => getOutbox(params),
    placeholderData: keepPreviousData,
  })

export function useOutbox(params: { search: string; page: number }) {
  return useQuery(getOutboxQueryOptions(params))
}
