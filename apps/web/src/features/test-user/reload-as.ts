import { localeFromPath, withLocalePrefix } from '../../i18n/locale'
import { setStoredOrganizationId } from '../../lib/organization-id-store'
import { setStoredSiteId } from '../../lib/site-id-store'

/**
 * Starting or ending a test user changes whom the back office shows, as a login does: the chosen
 * organisation and site were the other one's, and a full load drops every cached answer
 * (decision 033). Keeps the language prefix of the address.
 */
export function reloadAs(path: string, go = (to: string) => window.location.assign(to)) {
  setStoredOrganizationId(null)
  setStoredSiteId(null)
  go(withLocalePrefix(path, localeFromPath(window.location.pathname)))
}
