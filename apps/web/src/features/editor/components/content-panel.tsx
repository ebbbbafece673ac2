import { Alert, Checkbox, Divider, Stack, Text, TextInput } from '@mantine/core'
import type { Component, Content } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import type { FieldErrors } from '../../../api/client'
import { SchemaForm } from '../../../components/schema-form/schema-form'
import type { EditorStore } from '../hooks/use-editor-store'
import { DeviceFields } from './device-fields'
import { bindItem, type EditorOptions } from './item-fields'
import { LookSelects } from './look-selects'

/**
 * A content's data, edited with the form its component describes (issue #6 scope 4), and how the
 * block looks: its theme and colour set (nearest wins, decision 008), parallax and grid area.
 */
export function ContentPanel({
  store,
  content,
  component,
  options,
  errors = {},
}: {
  store: EditorStore
  content: Content
  component: Component | undefined
  options: EditorOptions
  errors?: FieldErrors
}) {
  const { t } = useTranslation()
  const bind = bindItem({ store, kind: 'content', id: content.id, item: content, errors })
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
      <Divider label={t('editor.content.look')} labelPosition="left" mt="md" />
      <LookSelects bind={bind} options={options} />
      <Checkbox
        label={t('editor.content.parallax')}
        description={t('editor.content.parallaxHint')}
        checked={content.parallax}
        onChange={(event) => bind.change({ parallax: event.currentTarget.checked })}
      />
      <TextInput
        label={t('editor.content.gridArea')}
        description={t('editor.content.gridAreaHint')}
        spellCheck={false}
        {...bind.text('grid_area')}
      />
      <DeviceFields bind={bind} item={content} />
    </Stack>
  )
}
