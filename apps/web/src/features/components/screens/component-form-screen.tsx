import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { SchemaEditor } from '../../../components/schema-form/schema-editor'
import { SectionCard } from '../../../components/ui/section-card'
import { useUpdateComponent } from '../api/save-component'
import { useStudioComponent } from '../hooks/use-studio-component'

/** /puronectar/components/{id}/form: the schema of the component's data, in the builder. */
export function ComponentFormScreen() {
  const { t } = useTranslation()
  const { component, canEdit } = useStudioComponent()
  const update = useUpdateComponent(component.id)
  return (
    <SectionCard id="component-form-title" title={t('components.form.title')}>
      <SchemaEditor
        schema={component.form}
        serverPath="form"
        readOnly={!canEdit}
        isPending={update.isPending}
        serverError={update.error}
        onSave={(form) =>
          update
            .mutateAsync({ form })
            .then(() => notifications.show({ color: 'green', message: t('components.saved') }))
        }
      />
    </SectionCard>
  )
}
