import type { AuditQuery, OrganizationsQuery, UsersQuery } from '../utils/list-params'

/** The console's query keys: one root, so an action can refresh everything it may have changed. */
export const superuserKeys = {
  all: ['superuser'] as const,
  users: (query: UsersQuery) => ['superuser', 'users', query] as const,
  user: (id: number) => ['superuser', 'user', id] as const,
  organizations: (query: OrganizationsQuery) => ['superuser', 'organizations', query] as const,
  organization: (id: number) => ['superuser', 'organization', id] as const,
  audit: (query: AuditQuery) => ['superuser', 'audit', query] as const,
}
