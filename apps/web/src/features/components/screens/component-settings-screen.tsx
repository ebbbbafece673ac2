import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../components/ui/section-card'
import { useUpdateComponent } from '../api/save-component'
import { ComponentSettingsForm } from '../components/component-settings-form'
import { useStudioComponent } from '../hooks/use-studio-component'

/** /puronectar/components/{id} (index): title, key, namespace and icon. */
export function ComponentSettingsScreen() {
  const { t } = useTranslation()
  const { component, canEdit } = useStudioComponent()
  const update = useUpdateComponent(component.id)
  return (
    <SectionCard id="component-settings-title" title={t('components.tabs.index')}>
      <ComponentSettingsForm
        key={component.updated_at}
        component={component}
        submitLabel={t('common.save')}
        isPending={update.isPending}
        serverError={update.error}
        readOnly={!canEdit}
        onSubmit={({ title, key, namespace, icon }) =>
          update.mutate(
            { title, key, namespace, icon },
            {
              onSuccess: () =>
                notifications.show({ color: 'green', message: t('components.saved') }),
            },
          )
        }
      />
    </SectionCard>
  )
}
