import { DndContext, closestCenter, type Announcements, type DragEndEvent } from '@dnd-kit/core'
import { useSortableSensors } from '../../hooks/use-sortable-sensors'
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { Button, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { FormErrors } from '../../utils/form-errors'
import { FieldSortRow } from './field-sort-row'
import { moveItem } from './values'
import { fieldRowProps, newField, type EditorField } from './schema-editor-model'

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
