import { ActionIcon, Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'

interface RowControlsProps {
  moveUpLabel: string
  moveDownLabel: string
  removeLabel: string
  isFirst: boolean
  isLast: boolean
  onMove: (step: -1 | 1) => void
  onRemove: () => void
}

/** Up, down and remove for one entry of a list (repeat rows, fields of the schema editor). */
export function RowControls(props: RowControlsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        disabled={props.isFirst}
        aria-label={props.moveUpLabel}
        onClick={() => props.onMove(-1)}
      >
        <span aria-hidden="true">↑</span>
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        disabled={props.isLast}
        aria-label={props.moveDownLabel}
        onClick={() => props.onMove(1)}
      >
        <span aria-hidden="true">↓</span>
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={props.removeLabel}
        onClick={props.onRemove}
      >
        <span aria-hidden="true">✕</span>
      </ActionIcon>
    </Group>
  )
}

/** The schema editor's controls of one field, named after the field's row (both field lists). */
export function FieldRowControls({
  rowLabel,
  ...props
}: { rowLabel: string } & Pick<RowControlsProps, 'isFirst' | 'isLast' | 'onMove' | 'onRemove'>) {
  const { t } = useTranslation()
  return (
    <RowControls
      moveUpLabel={t('schemaEditor.moveUp', { field: rowLabel })}
      moveDownLabel={t('schemaEditor.moveDown', { field: rowLabel })}
      removeLabel={t('schemaEditor.remove', { field: rowLabel })}
      {...props}
    />
  )
}
