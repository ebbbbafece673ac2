import { Anchor, Button, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { SectionCard } from '../../../components/ui/section-card'
import { useSite } from '../api/get-site'
import { useUpdateSite } from '../api/update-site'
import { DeleteSiteSection } from '../components/delete-site-section'
import { SiteForm } from '../components/site-form'
import { SiteHeading } from '../components/site-heading'
import type { MediaIdField } from '../components/site-settings-form'
import { SiteSettingsSection } from '../components/site-settings-section'
import { useSitesHost } from '../hooks/use-sites-host'

/**
 * /backend/organization/sites/{id} (numeric, checked by the route): edit a site's name and
 * address, its settings (contact, hours, social links, logo, favicon, language), or delete it.
 */
export function SiteDetailScreen({ MediaField }: { MediaField: MediaIdField }) {
  const { t } = useTranslation()
  const id = Number(useParams().id)
  const site = useSite(id)
  const update = useUpdateSite()
  const sitesHost = useSitesHost()

  if (site.isPending) return <CenteredLoader label={t('common.loading')} />
  if (site.isError) {
    return (
      <QueryError
        title={t('sites.detail.loadFailed')}
        error={site.error}
        onRetry={() => void site.refetch()}
        addressed
      />
    )
  }
  const { data } = site
  return (
    <Stack gap="lg" maw={760}>
      <SiteHeading
        site={data}
        action={
          <Button component={Link} to={`/puronectar/site?siteId=${data.id}`}>
            {t('sites.editSite')}
          </Button>
        }
      />
      <SectionCard id="site-settings-title" title={t('sites.detail.settings')}>
        <SiteForm
          key={`${data.title}|${data.description}|${data.identifier}`}
          site={data}
          sitesHost={sitesHost}
          submitLabel={t('common.save')}
          isPending={update.isPending}
          serverError={update.error}
          onSubmit={(body) =>
            update.mutate(
              { id: data.id, body },
              {
                onSuccess: () =>
                  notifications.show({ color: 'green', message: t('sites.detail.saved') }),
              },
            )
          }
        />
      </SectionCard>
      <SiteSettingsSection siteId={data.id} MediaField={MediaField} />
      <SectionCard id="site-domains-title" title={t('sites.detail.domains')}>
        <Text size="sm">{t('sites.detail.domainsCount', { count: data.domains.length })}</Text>
        <Anchor component={Link} to={`/puronectar/site/domains?siteId=${data.id}`} size="sm">
          {t('sites.detail.manageDomains')}
        </Anchor>
      </SectionCard>
      <DeleteSiteSection site={data} />
      <Anchor component={Link} to="/backend/organization/sites" size="sm">
        {t('sites.backToList')}
      </Anchor>
    </Stack>
  )
}
