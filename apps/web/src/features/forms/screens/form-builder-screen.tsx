import { Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { PUBLIC_FORM_FIELD_TYPES } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { SchemaEditor } from '../../../components/schema-form/schema-editor'
import { SectionCard } from '../../../components/ui/section-card'
import { formBody, useUpdateForm } from '../api/forms'
import { useFormOfScreen } from '../hooks'

/**
 * /puronectar/forms/{id}/form: the form builder (spec §2/§4/§5) with the public field types only
 * (spec §3) and a 'Nur anzeigen, wenn…' condition per field.
 */
export function FormBuilderScreen() {
  const { t } = useTranslation()
  const form = useFormOfScreen()
  const update = useUpdateForm(form.id)
  return (
    <SectionCard id="form-builder-title" title={t('forms.builder.title')}>
      <Text size="sm" c="dimmed">
        {t('forms.builder.hint')}
      </Text>
      <SchemaEditor
        schema={form.schema}
        serverPath="schema"
        fieldTypes={PUBLIC_FORM_FIELD_TYPES}
        withConditions
        isPending={update.isPending}
        serverError={update.error}
        onSave={(schema) =>
          update
            .mutateAsync(formBody(form, { schema }))
            .then(() => notifications.show({ color: 'green', message: t('forms.saved') }))
        }
      />
    </SectionCard>
  )
}
