import type { OrganizationRole } from '@sitewerk/contracts'
import { useUser } from '../../../lib/auth'
import { useCurrentOrganization } from '../../../hooks/use-current-organization'

/**
 * The current user's role in the current organisation and what it allows (decision 031): editors
 * work on pages, media and form entries; admins on everything but billing and owners; owners on
 * everything. A superuser who is not a member may do all an owner may.
 */
export function useOrganizationRole() {
  const { user } = useUser()
  const { organization } = useCurrentOrganization()
  const role: OrganizationRole | null = organization?.role ?? null
  const superuser = user?.superuser ?? false
  return {
    role,
    isAdmin: superuser || role === 'owner' || role === 'admin',
    isOwner: superuser || role === 'owner',
  }
}
