import { Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { SectionCard } from '../../../components/ui/section-card'
import { useSiteSettings } from '../api/get-site-settings'
import { useUpdateSiteSettings } from '../api/update-site-settings'
import { SiteSettingsForm, type MediaIdField } from './site-settings-form'

/** The site settings section of a site's screen: loads them, and saves them with a notice. */
export function SiteSettingsSection({
  siteId,
  MediaField,
}: {
  siteId: number
  MediaField: MediaIdField
}) {
  const { t } = useTranslation()
  const settings = useSiteSettings(siteId)
  const update = useUpdateSiteSettings()
  return (
    <SectionCard id="site-profile-title" title={t('siteSettings.title')}>
      <Text size="sm">{t('siteSettings.intro')}</Text>
      {settings.isPending ? (
        <CenteredLoader label={t('common.loading')} />
      ) : settings.isError ? (
        <QueryError
          title={t('siteSettings.loadFailed')}
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <SiteSettingsForm
          key={siteId}
          initial={settings.data}
          MediaField={MediaField}
          isPending={update.isPending}
          serverError={update.error}
          onSubmit={(body) =>
            update.mutate(
              { id: siteId, body },
              {
                onSuccess: () =>
                  notifications.show({ color: 'green', message: t('siteSettings.saved') }),
              },
            )
          }
        />
      )}
    </SectionCard>
  )
}
