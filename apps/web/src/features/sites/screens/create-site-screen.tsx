import { Anchor, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { setStoredSiteId } from '../../../lib/site-id-store'
import { useCreateSite } from '../api/create-site'
import { SiteForm } from '../components/site-form'
import { useSitesHost } from '../hooks/use-sites-host'

/** /backend/organization/sites/create */
export function CreateSiteScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const create = useCreateSite()
  const sitesHost = useSitesHost()
  return (
    <Stack gap="lg" maw={640}>
      <ScreenTitle>{t('sites.create.title')}</ScreenTitle>
      <Text size="sm">{t('sites.create.intro')}</Text>
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
      <Anchor component={Link} to="/backend/organization/sites" size="sm">
        {t('sites.backToList')}
      </Anchor>
    </Stack>
  )
}
