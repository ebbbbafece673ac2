import { Stack } from '@mantine/core'
import type { OrganizationSettings } from '@sitewerk/contracts'
import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { useOutletContext } from 'react-router'
import { SectionCard } from '../../../components/ui/section-card'
import { useStoredOrganizationId } from '../../../lib/organization-id-store'
import { settingsQueryKey } from '../../../api/queries/get-organization-settings'
import { useUpdateOrganizationSettings } from '../api/settings'
import { GeneralForm, type MediaIdField } from '../components/general-form'
import { WithSettings } from '../components/with-settings'
import { useForwardAfterSave } from '../hooks/use-forward-after-save'
import type { SettingsContext } from './organization-settings-screen'

/** Shows the API key with copy and rotate (the captcha feature's, composed in app/). */
export type ApiKeyFieldComponent = ComponentType<{
  apiKey: string
  onRotated: (apiKey: string) => void
}>

/** The settings' index, 'Allgemein': title, logo, icon and (owners only) the API key. */
export function GeneralScreen({
  MediaField,
  ApiKeyField,
}: {
  MediaField: MediaIdField
  ApiKeyField: ApiKeyFieldComponent
}) {
  const { t } = useTranslation()
  const { canEditGeneral: canEdit } = useOutletContext<SettingsContext>()
  const update = useUpdateOrganizationSettings()
  const forward = useForwardAfterSave()
  const client = useQueryClient()
  const organizationId = useStoredOrganizationId()

  const onRotated = (apiKey: string) => {
    client.setQueryData<OrganizationSettings>(settingsQueryKey(organizationId), (s) =>
      s ? { ...s, api_key: apiKey } : s,
    )
    void client.invalidateQueries({ queryKey: ['organization', organizationId] })
  }
  return (
    <WithSettings>
      {(data) => (
        <Stack gap="lg">
          <SectionCard
            id="organization-general-title"
            title={t('organizationSettings.general.section')}
          >
            <GeneralForm
              key={data.id}
              settings={data}
              canEdit={canEdit}
              MediaField={MediaField}
              isPending={update.isPending}
              serverError={update.error}
              onSubmit={(body) =>
                update.mutate(body, {
                  onSuccess: () => {
                    notifications.show({ color: 'green', message: t('organizationSettings.saved') })
                    forward()
                  },
                })
              }
            />
          </SectionCard>
          {data.api_key !== null && (
            <SectionCard
              id="organization-api-key-title"
              title={t('organizationSettings.general.apiKey')}
            >
              <ApiKeyField apiKey={data.api_key} onRotated={onRotated} />
            </SectionCard>
          )}
        </Stack>
      )}
    </WithSettings>
  )
}
