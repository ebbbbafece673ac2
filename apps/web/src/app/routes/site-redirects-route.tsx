import { RedirectsScreen } from '../../features/redirects/screens/redirects-screen'
import { useCurrentSiteValue } from '../../features/sites/components/current-site'

/** /puronectar/site/redirects: the current site's redirects. */
export function SiteRedirectsRoute() {
  const site = useCurrentSiteValue()
  return <RedirectsScreen key={site.id} siteId={site.id} />
}
