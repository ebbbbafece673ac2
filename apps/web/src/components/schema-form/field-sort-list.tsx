import { DndContext, closestCenter, type Announcements, type DragEndEvent } from '@dnd-kit/core'
import { useSortableSensors } from '../../hooks/use-sortable-sensors'
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { Badge, Box, Button, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { FormErrors } from '../../utils/form-errors'
import { DragHandle, SortableRow } from '../ui/sortable-row'
import { FieldRowControls } from './field-row-controls'
import { moveItem } from './values'
import { NESTING_KEY, fieldRowProps, newField, type EditorField } from './schema-editor-model'

export interface FieldSortListProps {
  fields: EditorField[]
  onChange: (fields: EditorField[]) => void
  errors: FormErrors
  pathPrefix?: string
  addLabel: string
  /** Opens the field editor at this field. */
  onEdit: (uuid: string) => void
}

/** dnd-kit's screen-reader texts, in the UI language and naming fields by their name. */
function useAnnouncements(fields: EditorField[]) {
  const { t } = useTranslation()
  const nameOf = (id: string | number) => {
    const index = fields.findIndex((f) => f.uuid === id)
    return t('schemaEditor.field', { number: index + 1, name: fields[index]?.name || '–' })
  }
  const position = (id: string | number | undefined) => fields.findIndex((f) => f.uuid === id) + 1
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('schemaEditor.drag.picked', { field: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('schemaEditor.drag.over', { field: nameOf(active.id), position: position(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      t('schemaEditor.drag.dropped', {
        field: nameOf(active.id),
        position: position(over?.id ?? active.id),
      }),
    onDragCancel: ({ active }) => t('schemaEditor.drag.cancelled', { field: nameOf(active.id) }),
  }
  return { announcements, screenReaderInstructions: { draggable: t('schemaEditor.drag.help') } }
}

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

/**
 * One field in the "add and sort" view: handle, type, name and label, its name problem. A group
 * or repeat nests a FieldSortList, so row and list share this file (no import cycle).
 */
function FieldSortRow(props: FieldSortRowProps) {
  const { t } = useTranslation()
  const { field, number, path, errors, onChange, onEdit } = props
  const rowLabel = t('schemaEditor.field', { number, name: field.name || '–' })
  const nested = NESTING_KEY[field.$formkit]
  const problem = errors[`${path}.name`]

  return (
    <SortableRow id={field.uuid} label={rowLabel} p="xs">
      <Group gap="sm" wrap="nowrap">
        <DragHandle label={t('schemaEditor.drag.handle', { field: rowLabel })} />
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
        <FieldRowControls
          rowLabel={rowLabel}
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
    </SortableRow>
  )
}

/**
 * The builder's "add and sort" view of one field list: compact rows sorted by drag (pointer or
 * keyboard: space, arrows, space) or by the up/down buttons; groups and repeats nest a list.
 */
export function FieldSortList({
  fields,
  onChange,
  errors,
  pathPrefix = '',
  addLabel,
  onEdit,
}: FieldSortListProps) {
  const { t } = useTranslation()
  const sensors = useSortableSensors()
  const accessibility = useAnnouncements(fields)

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return
    const from = fields.findIndex((f) => f.uuid === active.id)
    const to = fields.findIndex((f) => f.uuid === over.id)
    onChange(moveItem(fields, from, to))
  }

  return (
    <Stack gap="xs">
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('schemaEditor.empty')}
        </Text>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={handleDragEnd}
        accessibility={accessibility}
      >
        <SortableContext items={fields.map((f) => f.uuid)} strategy={verticalListSortingStrategy}>
          {fields.map((field, index) => (
            <FieldSortRow
              key={field.uuid}
              {...fieldRowProps(fields, index, { pathPrefix, onChange })}
              errors={errors}
              onEdit={onEdit}
            />
          ))}
        </SortableContext>
      </DndContext>
      <Group>
        <Button
          variant="light"
          size="xs"
          onClick={() => {
            const field = newField()
            onChange([...fields, field])
            onEdit(field.uuid)
          }}
        >
          {addLabel}
        </Button>
      </Group>
    </Stack>
  )
}
