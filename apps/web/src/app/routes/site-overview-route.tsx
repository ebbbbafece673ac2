import { Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '../../api/client'
import { SetupHint } from '../../features/cms-setup/components/setup-hint'
import { useSitePages } from '../../features/pages/api/get-site-pages'
import { SitePagesPanel } from '../../features/pages/components/site-pages-panel'
import { useSitePublishing } from '../../features/publishing/api/get-site-publishing'
import { PageStatusMark } from '../../features/publishing/components/page-status-mark'
import { SitePublishCard } from '../../features/publishing/components/site-publish-card'
import { useUpdateSite } from '../../features/sites/api/update-site'
import { useCurrentSiteValue } from '../../hooks/use-current-site-value'
import { SiteSummary } from '../../features/sites/components/site-summary'
import { SiteThemeSelect } from '../../features/themes/components/site-theme-select'

/**
 * /puronectar/site: the current site, its theme, its publishing, its pages with their status and the
 * way into the cms-setup (composed here).
 */
export function SiteOverviewRoute() {
  const { t } = useTranslation()
  const site = useCurrentSiteValue()
  const update = useUpdateSite()
  const publishing = useSitePublishing(site.id)
  // a page added, renamed or deleted here changes what there is to publish: load it again
  const pagesUpdatedAt = useSitePages(site.id).dataUpdatedAt
  const pagesSeenAt = useRef(pagesUpdatedAt)
  const { refetch: refetchPublishing } = publishing
  useEffect(() => {
    if (pagesSeenAt.current && pagesUpdatedAt !== pagesSeenAt.current) void refetchPublishing()
    pagesSeenAt.current = pagesUpdatedAt
  }, [pagesUpdatedAt, refetchPublishing])
  return (
    <Stack gap="lg" maw={960}>
      <SiteSummary />
      <SetupHint siteId={site.id} />
      <SiteThemeSelect
        value={site.theme_id}
        disabled={update.isPending}
        onChange={(themeId) =>
          update.mutate(
            { id: site.id, body: { theme_id: themeId } },
            {
              onSuccess: () =>
                notifications.show({ color: 'green', message: t('themes.siteSelect.saved') }),
              onError: (error) =>
                notifications.show({ color: 'red', message: getErrorMessage(error) }),
            },
          )
        }
      />
      <SitePublishCard siteId={site.id} />
      <SitePagesPanel
        key={site.id}
        siteId={site.id}
        siteUrl={site.url}
        pageStatus={(page) => {
          const status = publishing.data?.pages.find((candidate) => candidate.id === page.id)
          return status && <PageStatusMark page={status} />
        }}
      />
    </Stack>
  )
}
