import { NavigationScreen } from '../../features/navigation/screens/navigation-screen'
import { useSitePages } from '../../features/pages/api/get-site-pages'
import { useCurrentSiteValue } from '../../hooks/use-current-site-value'

/** /puronectar/site/navigation: the current site's menu, with its pages to pick from. */
export function SiteNavigationRoute() {
  const site = useCurrentSiteValue()
  const pages = useSitePages(site.id)
  return (
    <NavigationScreen
      key={site.id}
      siteId={site.id}
      siteUrl={site.url}
      pages={pages.data ?? null}
    />
  )
}
