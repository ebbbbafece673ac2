import { Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { Site } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { SchemaForm } from '../../../components/schema-form/schema-form'
import { useSchemaForm } from '../../../components/schema-form/use-schema-form'
import { CheckedForm, FormActions } from '../../../components/ui/checked-form'
import { useUpdateSiteVariables } from '../api/update-site-variables'

/** The site's variables, as a form generated from its variables_schema. */
export function SiteVariablesForm({ site }: { site: Site }) {
  const { t } = useTranslation()
  const save = useUpdateSiteVariables()
  const form = useSchemaForm({
    fields: site.variables_schema,
    data: site.variables,
    serverPath: 'variables',
    serverError: save.error,
    onValid: (variables) =>
      save.mutate(
        { id: site.id, variables },
        { onSuccess: () => notifications.show({ color: 'green', message: t('variables.saved') }) },
      ),
  })
  if (site.variables_schema.length === 0) {
    return <Text c="dimmed">{t('variables.noFields')}</Text>
  }
  return (
    <CheckedForm onSubmit={form.handleSubmit} formError={form.formError}>
      <SchemaForm
        fields={site.variables_schema}
        values={form.values}
        onChange={form.onChange}
        errors={form.errors}
      />
      <FormActions submitLabel={t('variables.save')} isPending={save.isPending} />
    </CheckedForm>
  )
}
