import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  Paper,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core'
import type { FieldType } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import type { FormErrors } from '../../utils/form-errors'
import { FieldRowControls } from './field-row-controls'
import {
  CHOICE_TYPES,
  NESTING_KEY,
  changeType,
  fieldRowProps,
  newField,
  type EditorField,
} from './schema-editor-model'
import { useSchemaEditorOptions } from './schema-editor-options'
import { ShowIfEditor } from './show-if-editor'

export interface FieldListEditorProps {
  fields: EditorField[]
  onChange: (fields: EditorField[]) => void
  /** Messages by dot path of the schema ('0.name', '2.children.1.name'). */
  errors: FormErrors
  pathPrefix?: string
  /** Names the list for screen readers and the add button. */
  addLabel: string
}

interface FieldEditorRowProps {
  field: EditorField
  number: number
  isFirst: boolean
  isLast: boolean
  /** The field's index path in the schema ('2', '2.children.0'). */
  path: string
  errors: FormErrors
  onChange: (field: EditorField) => void
  onMove: (step: -1 | 1) => void
  onRemove: () => void
}

/**
 * One field of the schema editor: type, name, label, required, options and nested fields. A group
 * or repeat nests a FieldListEditor, so row and list share this file (no import cycle).
 */
function FieldEditorRow(props: FieldEditorRowProps) {
  const { t } = useTranslation()
  const { field, number, path, errors, onChange } = props
  const rowLabel = t('schemaEditor.field', { number, name: field.name || '–' })
  const nested = NESTING_KEY[field.$formkit]
  const options = field.options ?? []
  const update = (changes: Partial<EditorField>) => onChange({ ...field, ...changes })
  const editor = useSchemaEditorOptions()
  // conditions look at the form's top-level fields, so only those have one
  const withCondition = editor.conditions && !path.includes('.')

  return (
    <Paper withBorder p="sm" role="group" aria-label={rowLabel} data-field-uuid={field.uuid}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('schemaEditor.type')}
          value={field.$formkit}
          data={editor.fieldTypes.map((type) => ({
            value: type,
            label: t(`schemaForm.types.${type}`),
          }))}
          onChange={(event) => onChange(changeType(field, event.currentTarget.value as FieldType))}
          error={errors[`${path}.$formkit`]}
          w={160}
        />
        <TextInput
          label={t('schemaEditor.name')}
          value={field.name}
          onChange={(event) => update({ name: event.currentTarget.value })}
          error={errors[`${path}.name`]}
          required
          w={160}
        />
        <TextInput
          label={t('schemaEditor.label')}
          value={field.label ?? ''}
          onChange={(event) => update({ label: event.currentTarget.value })}
          style={{ flex: 1, minWidth: 140 }}
        />
        <Checkbox
          label={t('schemaEditor.required')}
          checked={field.required === true}
          onChange={(event) => update({ required: event.currentTarget.checked })}
          mt={32}
        />
        <Group mt={26}>
          <FieldRowControls
            rowLabel={rowLabel}
            isFirst={props.isFirst}
            isLast={props.isLast}
            onMove={props.onMove}
            onRemove={props.onRemove}
          />
        </Group>
      </Group>
      {CHOICE_TYPES.includes(field.$formkit) && (
        <TagsInput
          mt="sm"
          label={t('schemaEditor.options')}
          description={t('schemaEditor.optionsHint')}
          value={options.map((option) => option.label)}
          onChange={(labels) =>
            update({
              options: labels.map(
                (label) => options.find((o) => o.label === label) ?? { label, value: label },
              ),
            })
          }
        />
      )}
      {withCondition && (
        <ShowIfEditor
          field={field}
          fields={editor.fields}
          error={errors[`${path}.showIf.name`] ?? errors[`${path}.showIf`]}
          onChange={(showIf) => {
            const { showIf: _old, ...rest } = field
            onChange(showIf ? { ...rest, showIf } : rest)
          }}
        />
      )}
      {nested && (
        <Fieldset
          mt="sm"
          variant="unstyled"
          legend={t(nested === 'children' ? 'schemaEditor.groupFields' : 'schemaEditor.rowFields')}
        >
          <FieldListEditor
            fields={(field[nested] ?? []) as EditorField[]}
            onChange={(fields) => update({ [nested]: fields })}
            errors={errors}
            pathPrefix={`${path}.${nested}.`}
            addLabel={t('schemaEditor.addNested')}
          />
        </Fieldset>
      )}
    </Paper>
  )
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
