import { api } from '../../../api/client'

/** GET site?domain=…: the id of the site a domain belongs to (spec §7 "GET site -> site id"). */
export function getSiteByDomain(domain: string) {
  return api.get('site', {
    query: { domain },
    // loaded with the answer: the login screen, which imports this, loads no contract (issue #18)
    schema: () => import('../../../api/lazy-contracts').then((contracts) => contracts.SiteLookup),
  })
}
