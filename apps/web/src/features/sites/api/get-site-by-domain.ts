import { SiteLookup } from '@sitewerk/contracts'
import { api } from '../../../api/client'

/** GET site?domain=…: the id of the site a domain belongs to (spec §7 "GET site -> site id"). */
export function getSiteByDomain(domain: string) {
  return api.get('site', { query: { domain }, schema: SiteLookup })
}
