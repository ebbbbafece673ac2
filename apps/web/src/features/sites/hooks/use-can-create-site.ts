import type { Site } from '@sitewerk/contracts'
import { usePermission } from '../../../hooks/use-permission'

/**
 * The first site is always allowed; a second one needs the 'multiple_sites' permission
 * (decision 029). True while the sites are loading, so the action does not flicker.
 */
export function useCanCreateSite(sites: readonly Site[] | undefined): boolean {
  const multiple = usePermission('multiple_sites')
  return multiple || !sites || sites.length === 0
}
