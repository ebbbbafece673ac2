import { RedirectsScreen } from '../../features/redirects/screens/redirects-screen'
import { useCurrentSiteValue } from '../../hooks/use-current-site-value'

/** /puronectar/site/redirects: the current site's redirects. */
export function SiteRedirectsRoute() {
  const site = useCurrentSiteValue()
  return <RedirectsScreen key={site.id} siteId={site.id} />
}
