import { Stack } from '@mantine/core'
import { SitePagesPanel } from '../../features/pages/components/site-pages-panel'
import { useCurrentSiteValue } from '../../features/sites/components/current-site'
import { SiteSummary } from '../../features/sites/components/site-summary'

/** /puronectar/site: the current site and its pages (two features, composed here). */
export function SiteOverviewRoute() {
  const site = useCurrentSiteValue()
  return (
    <Stack gap="lg" maw={960}>
      <SiteSummary />
      <SitePagesPanel key={site.id} siteId={site.id} siteUrl={site.url} />
    </Stack>
  )
}
