import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ActionIcon, Badge, Box, Button, Group, Paper, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { FormErrors } from '../../utils/form-errors'
import { FieldSortList } from './field-sort-list'
import { RowControls } from './row-controls'
import { NESTING_KEY, type EditorField } from './schema-editor-model'

interface FieldSortRowProps {
  field: EditorField
  number: number
  isFirst: boolean
  isLast: boolean
  path: string
  errors: FormErrors
  onChange: (field: EditorField) => void
  onMove: (step: -1 | 1) => void
  onRemove: () => void
  onEdit: (uuid: string) => void
}

/** One field in the "add and sort" view: handle, type, name and label, its name problem. */
export function FieldSortRow(props: FieldSortRowProps) {
  const { t } = useTranslation()
  const { field, number, path, errors, onChange, onEdit } = props
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    useSortable({ id: field.uuid })
  const rowLabel = t('schemaEditor.field', { number, name: field.name || '–' })
  const nested = NESTING_KEY[field.$formkit]
  const problem = errors[`${path}.name`]

  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      role="group"
      aria-label={rowLabel}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <Group gap="sm" wrap="nowrap">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
          aria-label={t('schemaEditor.drag.handle', { field: rowLabel })}
        >
          <span aria-hidden="true">⠿</span>
        </ActionIcon>
        <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
          {t(`schemaForm.types.${field.$formkit}`)}
        </Badge>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {field.name || '–'}
            {field.required ? ' *' : ''}
          </Text>
          {field.label && (
            <Text size="xs" c="dimmed" truncate>
              {field.label}
            </Text>
          )}
          {problem && (
            <Text size="xs" c="red.8">
              {problem}
            </Text>
          )}
        </Box>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-label={t('schemaEditor.editField', { field: rowLabel })}
          onClick={() => onEdit(field.uuid)}
        >
          {t('schemaEditor.edit')}
        </Button>
        <RowControls
          moveUpLabel={t('schemaEditor.moveUp', { field: rowLabel })}
          moveDownLabel={t('schemaEditor.moveDown', { field: rowLabel })}
          removeLabel={t('schemaEditor.remove', { field: rowLabel })}
          isFirst={props.isFirst}
          isLast={props.isLast}
          onMove={props.onMove}
          onRemove={props.onRemove}
        />
      </Group>
      {nested && (
        <Box pl="xl" pt="xs">
          <FieldSortList
            fields={(field[nested] ?? []) as EditorField[]}
            onChange={(fields) => onChange({ ...field, [nested]: fields })}
            errors={errors}
            pathPrefix={`${path}.${nested}.`}
            addLabel={t('schemaEditor.addNested')}
            onEdit={onEdit}
          />
        </Box>
      )}
    </Paper>
  )
}
