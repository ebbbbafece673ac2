import { ActionIcon, Group } from '@mantine/core'

export interface RowControlsProps {
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
