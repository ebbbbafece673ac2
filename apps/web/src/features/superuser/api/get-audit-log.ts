import { AuditLogPage } from '@sitewerk/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import type { AuditQuery } from '../utils/list-params'
import { superuserKeys } from './keys'

/** GET superuser/audit: the operators' actions, newest first, filtered, 25 per page. */
export function getAuditLog(query: AuditQuery) {
  return api.get('superuser/audit', { query, schema: AuditLogPage })
}

export const getAuditLogQueryOptions = (query: AuditQuery) =>
  queryOptions({ queryKey: superuserKeys.audit(query), queryFn: () => getAuditLog(query) })

export function useAuditLog(query: AuditQuery) {
  return useQuery({ ...getAuditLogQueryOptions(query), placeholderData: keepPreviousData })
}
