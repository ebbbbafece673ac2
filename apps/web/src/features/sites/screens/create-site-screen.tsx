import { Anchor, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { setStoredSiteId } from '../../../lib/site-id-store'
import { FeatureLockedNotice, lockedServicesOf } from '../../../components/feature-locked-notice'
import { useCreateSite } from '../api/create-site'
import { useSites } from '../../../api/queries/get-sites'
import { SiteForm } from '../components/site-form'
import { useCanCreateSite } from '../hooks/use-can-create-site'
import { useSitesHost } from '../hooks/use-sites-host'

/** /backend/organization/sites/create */
export function CreateSiteScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const create = useCreateSite()
  const sitesHost = useSitesHost()
  const canCreate = useCanCreateSite(useSites().data)
  // the plan changed since the screen loaded: the server's 403 names the services to book
  const locked = lockedServicesOf(create.error)
  return (
    <Stack gap="lg" maw={640}>
      <ScreenTitle>{t('sites.create.title')}</ScreenTitle>
      <Text size="sm">{t('sites.create.intro')}</Text>
      {(locked || !canCreate) && (
        <FeatureLockedNotice permission="multiple_sites" services={locked ?? undefined} />
      )}
      {canCreate && !locked && (
        <SiteForm
          sitesHost={sitesHost}
          submitLabel={t('sites.create.submit')}
          isPending={create.isPending}
          serverError={create.error}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: (site) => {
                setStoredSiteId(site.id) // the new site is the one to work on next
                notifications.show({ color: 'green', message: t('sites.create.done') })
                navigate(`/backend/organization/sites/${site.id}`)
              },
            })
          }
        />
      )}
      <Anchor component={Link} to="/backend/organization/sites" size="sm">
        {t('sites.backToList')}
      </Anchor>
    </Stack>
  )
}
