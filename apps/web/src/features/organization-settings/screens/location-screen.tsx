import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { useOutletContext } from 'react-router'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { SectionCard } from '../../../components/ui/section-card'
import { useOrganizationSettings, usePutLocation } from '../api/settings'
import { LocationForm } from '../components/location-form'
import { useForwardAfterSave } from '../hooks/use-forward-after-save'
import type { SettingsContext } from './organization-settings-screen'

/** 'Standort': where the organisation is, its time zone, the language of its mails, its currency. */
export function LocationScreen() {
  const { t } = useTranslation()
  const { canEdit } = useOutletContext<SettingsContext>()
  const settings = useOrganizationSettings()
  const put = usePutLocation()
  const forward = useForwardAfterSave()

  if (settings.isPending) return <CenteredLoader label={t('common.loading')} />
  if (!settings.data)
    return (
      <QueryError
        title={t('organizationSettings.loadFailed')}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    )
  return (
    <SectionCard
      id="organization-location-title"
      title={t('organizationSettings.location.section')}
    >
      <LocationForm
        key={settings.data.id}
        location={settings.data.location}
        canEdit={canEdit}
        isPending={put.isPending}
        serverError={put.error}
        onSubmit={(body) =>
          put.mutate(body, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t('organizationSettings.saved') })
              forward()
            },
          })
        }
      />
    </SectionCard>
  )
}
