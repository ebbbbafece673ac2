import { SUPERUSER_USER_SORTS } from '@sitewerk/contracts'

export type UserSort = (typeof SUPERUSER_USER_SORTS)[number]
export type SortDirection = 'asc' | 'desc'

/** What the users list shows when its address names no order: the newest accounts first. */
export const DEFAULT_USER_ORDER = { sort: 'created_at', direction: 'desc' } as const

/** The page the address asks for (?page=), 1 when it names none or nonsense. */
export function pageFrom(value: string | null): number {
  return value && /^[1-9]\d{0,6}$/.test(value) ? Number(value) : 1
}

export type UsersQuery = { search: string; page: number; sort: UserSort; direction: SortDirection }
export type OrganizationsQuery = { search: string; page: number }

/** The users list's query as its address holds it; the search is sent as typed. */
export function readUsersQuery(params: URLSearchParams): UsersQuery {
  const sort = params.get('sort')
  const direction = params.get('direction')
  return {
    search: params.get('search') ?? '',
    page: pageFrom(params.get('page')),
    sort: SUPERUSER_USER_SORTS.find((known) => known === sort) ?? DEFAULT_USER_ORDER.sort,
    direction:
      direction === 'asc' || direction === 'desc' ? direction : DEFAULT_USER_ORDER.direction,
  }
}

/** The organisations list's query as its address holds it. */
export function readOrganizationsQuery(params: URLSearchParams): OrganizationsQuery {
  return { search: params.get('search') ?? '', page: pageFrom(params.get('page')) }
}

/**
 * The address after `changes`: a null or empty value, page 1 and the default order are left
 * out, so links stay short and the plain list has the plain address.
 */
export function withParams(
  params: URLSearchParams,
  changes: Record<string, string | number | null>,
): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const [key, value] of Object.entries(changes)) {
    const text = value === null ? '' : String(value)
    if (text === '' || (key === 'page' && text === '1')) next.delete(key)
    else next.set(key, text)
  }
  if (
    next.get('sort') === DEFAULT_USER_ORDER.sort &&
    next.get('direction') === DEFAULT_USER_ORDER.direction
  ) {
    next.delete('sort')
    next.delete('direction')
  }
  return next
}

/**
 * The order after a click on a column's heading: the sorted column turns round; another column
 * starts A to Z, dates newest first.
 */
export function nextSort(
  current: { sort: UserSort; direction: SortDirection },
  column: UserSort,
): { sort: UserSort; direction: SortDirection } {
  if (current.sort === column)
    return { sort: column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
  return { sort: column, direction: column === 'created_at' ? 'desc' : 'asc' }
}

/** The audit log's filters (decision 032), in the order of the form. */
export const AUDIT_FILTERS = ['actor', 'action', 'target_type', 'target_id', 'from', 'to'] as const
export type AuditFilter = (typeof AUDIT_FILTERS)[number]
export type AuditQuery = Partial<Record<AuditFilter, string>> & { page: number }

/** The audit log's query as its address holds it: the filters it names, as written there. */
export function readAuditQuery(params: URLSearchParams): AuditQuery {
  const query: AuditQuery = { page: pageFrom(params.get('page')) }
  for (const filter of AUDIT_FILTERS) {
    const value = params.get(filter)
    if (value) query[filter] = value
  }
  return query
}
