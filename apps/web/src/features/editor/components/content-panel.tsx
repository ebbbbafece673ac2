import { Alert, Stack, Text } from '@mantine/core'
import type { Component, Content } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import type { FieldErrors } from '../../../api/client'
import { SchemaForm } from '../../../components/schema-form/schema-form'
import type { EditorStore } from '../hooks/use-editor-store'

/** A content's data, edited with the form its component describes (issue #6 scope 4). */
export function ContentPanel({
  store,
  content,
  component,
  errors = {},
}: {
  store: EditorStore
  content: Content
  component: Component | undefined
  errors?: FieldErrors
}) {
  const { t } = useTranslation()
  if (!component) return <Alert color="yellow">{t('editor.content.unknownComponent')}</Alert>
  // the server names data fields 'data.<path>'; the form knows them by '<path>'
  const dataErrors = Object.fromEntries(
    Object.entries(errors).flatMap(([key, messages]) =>
      key.startsWith('data.') && messages[0] ? [[key.slice(5), messages[0]]] : [],
    ),
  )
  return (
    <Stack gap="sm">
      {component.form.length === 0 && <Text c="dimmed">{t('editor.content.noFields')}</Text>}
      <SchemaForm
        fields={component.form}
        values={content.data}
        errors={dataErrors}
        onChange={(data) =>
          store.dispatch({
            type: 'itemChanged',
            kind: 'content',
            id: content.id,
            changes: { data },
          })
        }
      />
    </Stack>
  )
}
