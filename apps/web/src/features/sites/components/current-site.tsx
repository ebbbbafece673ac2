import { Alert, Anchor, Button, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, Outlet } from 'react-router'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { CurrentSiteContext } from '../../../hooks/use-current-site-value'
import { useCurrentSite } from '../hooks/use-current-site'

function NoSiteYet() {
  const { t } = useTranslation()
  return (
    <Stack gap="md" maw={520}>
      <ScreenTitle>{t('siteAdmin.noSite.title')}</ScreenTitle>
      <Text>{t('siteAdmin.noSite.text')}</Text>
      <div>
        <Button component={Link} to="/backend/organization/sites/create">
          {t('sites.create.link')}
        </Button>
      </div>
    </Stack>
  )
}

/** The screens of /puronectar/site: they render once the current site is known. */
export function CurrentSiteGate() {
  const { t } = useTranslation()
  const { site, isLoading, error, refetch, foreignSiteId } = useCurrentSite()
  if (isLoading) return <CenteredLoader label={t('common.loading')} />
  if (error) {
    return (
      <QueryError title={t('sites.list.loadFailed')} error={error} onRetry={() => void refetch()} />
    )
  }
  if (!site) return <NoSiteYet />
  return (
    <CurrentSiteContext.Provider value={site}>
      <Stack gap="lg">
        {foreignSiteId !== null && (
          <Alert color="yellow" title={t('siteAdmin.foreignSite.title')}>
            {t('siteAdmin.foreignSite.text', { id: foreignSiteId, title: site.title })}{' '}
            <Anchor component={Link} to="/backend/user" size="sm">
              {t('siteAdmin.foreignSite.link')}
            </Anchor>
          </Alert>
        )}
        <Outlet />
      </Stack>
    </CurrentSiteContext.Provider>
  )
}
