import { DndContext, closestCenter, type Announcements, type DragEndEvent } from '@dnd-kit/core'
import { useSortableSensors } from '../../hooks/use-sortable-sensors'
import { DragHandle, SortableRow } from '../ui/sortable-row'
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { Button, Fieldset, Group, Input, Stack, Text } from '@mantine/core'
import { normalizeData } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { useMediaDialog } from '../media-input/media-dialog-context'
import { FieldHelp, FieldLegend } from './field-legend'
import type { FieldProps } from './field-props'
import { RowControls } from './row-controls'
import { useNestedForm } from './nested-form'
import { useDragDisable } from './use-drag-disable'
import { useRowIds } from './use-row-ids'
import { emptyRow, moveItem, type FormValues } from './values'

/**
 * repeat: rows of the field's `schema`; rows are added and removed, and moved by drag and drop
 * (pointer or keyboard on the handle) or by the up and down buttons. A row with a media field (a
 * gallery's pictures) can also be added several at once: one row per file picked in the dialog.
 */
export function RepeatField({ field, value, onChange, errors, path }: FieldProps) {
  const { t } = useTranslation()
  const drawForm = useNestedForm()
  const label = field.label || field.name
  const rows: FormValues[] = Array.isArray(value) ? value.map(normalizeData) : []
  const rowIds = useRowIds(rows.length)
  const { isDragDisabled, onDragEnded } = useDragDisable()
  const sensors = useSortableSensors()
  const rowLabel = (index: number) => t('schemaForm.repeat.row', { label, number: index + 1 })
  const indexOf = (id: unknown) => rowIds.ids.indexOf(String(id))
  const place = (id: unknown) => ({ position: indexOf(id) + 1, count: rows.length })
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('schemaForm.repeat.picked', { row: rowLabel(indexOf(active.id)) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('schemaForm.repeat.over', { row: rowLabel(indexOf(active.id)), ...place(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      t('schemaForm.repeat.dropped', {
        row: rowLabel(indexOf(active.id)),
        ...place((over ?? active).id),
      }),
    onDragCancel: ({ active }) =>
      t('schemaForm.repeat.cancelled', { row: rowLabel(indexOf(active.id)) }),
  }

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= rows.length) return
    rowIds.moved(from, to)
    onChange(moveItem(rows, from, to))
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    onDragEnded()
    if (over) move(indexOf(active.id), indexOf(over.id))
  }
  const replaceRow = (index: number, row: FormValues) =>
    onChange(rows.map((current, i) => (i === index ? row : current)))
  const openDialog = useMediaDialog()
  const mediaField = field.schema?.find((f) => f.$formkit === 'media')
  const addPicked = async () => {
    if (!openDialog || !mediaField) return
    const picked = await openDialog({ type: 'select-many' })
    if (!picked?.length) return
    rowIds.added(picked.length)
    onChange([...rows, ...picked.map((file) => ({ ...emptyRow(field), [mediaField.name]: file }))])
  }

  return (
    <Fieldset legend={<FieldLegend field={field} />} variant="filled">
      <FieldHelp field={field} />
      <Stack
        gap="sm"
        // spec §9: right after a drop, a click in the rows is the end of the drag, not a click.
        onClickCapture={(event) => {
          if (!isDragDisabled) return
          event.preventDefault()
          event.stopPropagation()
        }}
        data-drag-disabled={isDragDisabled || undefined}
      >
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('schemaForm.repeat.empty')}
          </Text>
        )}
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          onDragCancel={onDragEnded}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('schemaForm.repeat.instructions') },
          }}
        >
          <SortableContext items={rowIds.ids} strategy={verticalListSortingStrategy}>
            {rows.map((row, index) => (
              <SortableRow
                key={rowIds.ids[index]}
                id={rowIds.ids[index]!}
                label={rowLabel(index)}
                lift
              >
                <Group justify="space-between" mb="xs" wrap="nowrap">
                  <Group gap="xs" wrap="nowrap">
                    <DragHandle label={t('schemaForm.repeat.drag', { row: rowLabel(index) })} />
                    <Text size="sm" fw={600}>
                      {t('schemaForm.repeat.rowTitle', { number: index + 1 })}
                    </Text>
                  </Group>
                  <RowControls
                    moveUpLabel={t('schemaForm.repeat.moveUp', { row: rowLabel(index) })}
                    moveDownLabel={t('schemaForm.repeat.moveDown', { row: rowLabel(index) })}
                    removeLabel={t('schemaForm.repeat.remove', { row: rowLabel(index) })}
                    isFirst={index === 0}
                    isLast={index === rows.length - 1}
                    onMove={(step) => move(index, index + step)}
                    onRemove={() => {
                      rowIds.removed(index)
                      onChange(rows.filter((_, i) => i !== index))
                    }}
                  />
                </Group>
                {drawForm({
                  fields: field.schema ?? [],
                  values: row,
                  onChange: (next) => replaceRow(index, next),
                  errors,
                  pathPrefix: `${path}.${index}.`,
                })}
              </SortableRow>
            ))}
          </SortableContext>
        </DndContext>
        {errors[path] && <Input.Error>{errors[path]}</Input.Error>}
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() => {
              rowIds.added()
              onChange([...rows, emptyRow(field)])
            }}
          >
            {t('schemaForm.repeat.add', { label })}
          </Button>
          {mediaField && openDialog && (
            <Button variant="light" size="xs" onClick={() => void addPicked()}>
              {t('images.pickMany.add', { label })}
            </Button>
          )}
        </Group>
      </Stack>
    </Fieldset>
  )
}
