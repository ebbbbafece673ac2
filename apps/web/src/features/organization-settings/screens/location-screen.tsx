import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { useOutletContext } from 'react-router'
import { SectionCard } from '../../../components/ui/section-card'
import { usePutLocation } from '../api/settings'
import { LocationForm } from '../components/location-form'
import { WithSettings } from '../components/with-settings'
import { useForwardAfterSave } from '../hooks/use-forward-after-save'
import type { SettingsContext } from './organization-settings-screen'

/** 'Standort': where the organisation is, its time zone, the language of its mails, its currency. */
export function LocationScreen() {
  const { t } = useTranslation()
  const { canEdit } = useOutletContext<SettingsContext>()
  const put = usePutLocation()
  const forward = useForwardAfterSave()

  return (
    <WithSettings>
      {(settings) => (
        <SectionCard
          id="organization-location-title"
          title={t('organizationSettings.location.section')}
        >
          <LocationForm
            key={settings.id}
            location={settings.location}
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
      )}
    </WithSettings>
  )
}
