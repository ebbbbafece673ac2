import { useSites } from '../../../api/queries/get-sites'
import { sitesHostOf } from '../utils/sites-host'

/** The host for the address preview; the back office's own host until a site shows another. */
export function useSitesHost() {
  const sites = useSites()
  return sitesHostOf(sites.data ?? [], window.location.host)
}
