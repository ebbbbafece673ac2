import { hasPermission } from '@sitewerk/contracts'
import { useCurrentOrganization } from './use-current-organization'

/** spec §6: granted when any service of the current organisation lists it; false without one. */
export function usePermission(identifier: string): boolean {
  const { organization } = useCurrentOrganization()
  return hasPermission(organization, identifier)
}
