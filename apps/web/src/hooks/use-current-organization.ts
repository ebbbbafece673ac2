import type { OrganizationSummary } from '@sitewerk/contracts'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import { useUser } from '../lib/auth'
import {
  getStoredOrganizationId,
  setStoredOrganizationId,
  useStoredOrganizationId,
} from '../lib/organization-id-store'
import { getOrganizationQueryOptions, useOrganization } from '../api/queries/get-organization'

/**
 * spec §4: the current organisation is the stored one while it is still among the user's
 * organisations, else the user's first, else none.
 */
export function chooseOrganizationId(
  organizations: readonly Pick<OrganizationSummary, 'id'>[],
  storedId: number | null,
): number | null {
  if (storedId !== null && organizations.some((organization) => organization.id === storedId)) {
    return storedId
  }
  return organizations[0]?.id ?? null
}

/**
 * spec §4: setting the id already loaded does nothing; otherwise store the id (the client sends
 * it as X-Organization-Id from now on) and load the organisation. Answers whether it changed.
 */
export function selectOrganization(client: QueryClient, id: number): boolean {
  if (getStoredOrganizationId() === id) return false
  setStoredOrganizationId(id)
  void client.prefetchQuery(getOrganizationQueryOptions(id))
  return true
}

export function useCurrentOrganization() {
  const { user } = useUser()
  const storedId = useStoredOrganizationId()
  const client = useQueryClient()
  const organizationId = user ? chooseOrganizationId(user.organizations, storedId) : null
  // the automatic choice is stored before it is loaded, so its call carries X-Organization-Id
  useEffect(() => {
    if (user && organizationId !== storedId) setStoredOrganizationId(organizationId)
  }, [user, organizationId, storedId])
  const query = useOrganization(organizationId === storedId ? organizationId : null)
  const select = useCallback((id: number) => selectOrganization(client, id), [client])
  return {
    organizationId,
    organization: organizationId === null ? null : (query.data ?? null),
    isLoading: organizationId !== null && query.isPending,
    error: query.error,
    /** spec §4: a reload refetches the organisation. */
    reload: query.refetch,
    select,
  }
}
