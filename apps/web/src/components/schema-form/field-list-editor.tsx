import { Button, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { FormErrors } from '../../utils/form-errors'
import { FieldEditorRow } from './field-editor-row'
import { fieldRowProps, newField, type EditorField } from './schema-editor-model'

export interface FieldListEditorProps {
  fields: EditorField[]
  onChange: (fields: EditorField[]) => void
  /** Messages by dot path of the schema ('0.name', '2.children.1.name'). */
  errors: FormErrors
  pathPrefix?: string
  /** Names the list for screen readers and the add button. */
  addLabel: string
}

/** A list of fields to add, remove, reorder and edit; groups and repeats nest another list. */
export function FieldListEditor({
  fields,
  onChange,
  errors,
  pathPrefix = '',
  addLabel,
}: FieldListEditorProps) {
  const { t } = useTranslation()
  return (
    <Stack gap="sm">
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('schemaEditor.empty')}
        </Text>
      )}
      {fields.map((field, index) => (
        <FieldEditorRow
          key={field.uuid}
          {...fieldRowProps(fields, index, { pathPrefix, onChange })}
          errors={errors}
        />
      ))}
      <Group>
        <Button variant="light" size="xs" onClick={() => onChange([...fields, newField()])}>
          {addLabel}
        </Button>
      </Group>
    </Stack>
  )
}
