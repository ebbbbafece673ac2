import { Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { Site } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { SchemaEditor } from '../../../components/schema-form/schema-editor'
import { SectionCard } from '../../../components/ui/section-card'
import { useUpdateSite } from '../api/update-site'

/** Site admins define which variables the site has (PATCH sites/{id} variables_schema). */
export function VariablesSchemaSection({ site }: { site: Site }) {
  const { t } = useTranslation()
  const update = useUpdateSite()
  return (
    <SectionCard id="variables-schema-title" title={t('variables.schemaTitle')}>
      <Text size="sm">{t('variables.schemaIntro')}</Text>
      <SchemaEditor
        schema={site.variables_schema}
        serverPath="variables_schema"
        isPending={update.isPending}
        serverError={update.error}
        onSave={(variables_schema) =>
          update
            .mutateAsync({ id: site.id, body: { variables_schema } })
            .then(() => notifications.show({ color: 'green', message: t('variables.schemaSaved') }))
        }
      />
    </SectionCard>
  )
}
