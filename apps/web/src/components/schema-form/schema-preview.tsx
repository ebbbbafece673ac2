import { Paper, Stack, Text, VisuallyHidden } from '@mantine/core'
import type { FormField } from '@sitewerk/contracts'
import { useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SchemaForm } from './schema-form'
import { initialValues } from './values'

/**
 * The builder's view mode: the form as users will fill it, its inputs disabled; spec §8 'Es
 * wurden noch keine Felder hinzugefügt.' when it has none. `children` holds the builder's buttons.
 */
export function SchemaPreview({
  fields,
  children,
}: {
  fields: readonly FormField[]
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const values = useMemo(() => initialValues(fields, {}), [fields])
  return (
    <Stack gap="md">
      {fields.length === 0 ? (
        <Text c="dimmed">{t('schemaEditor.empty')}</Text>
      ) : (
        <Paper withBorder p="md">
          <fieldset disabled style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <VisuallyHidden component="legend">{t('schemaEditor.preview')}</VisuallyHidden>
            <SchemaForm fields={fields} values={values} onChange={() => undefined} />
          </fieldset>
        </Paper>
      )}
      {children}
    </Stack>
  )
}
