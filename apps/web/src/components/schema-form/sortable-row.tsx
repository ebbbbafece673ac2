import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ActionIcon, Group, Paper, Text } from '@mantine/core'
import type { ReactNode } from 'react'

interface SortableRowProps {
  id: string
  label: string
  title: string
  dragLabel: string
  controls: ReactNode
  children: ReactNode
}

/** One repeat row: a group named by its label, dragged by its handle (pointer or keyboard). */
export function SortableRow({ id, label, title, dragLabel, controls, children }: SortableRowProps) {
  const {
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
    attributes,
    listeners,
  } = useSortable({ id })
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="sm"
      role="group"
      aria-label={label}
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
      }}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            style={{ cursor: 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
            aria-label={dragLabel}
          >
            <span aria-hidden="true">⠿</span>
          </ActionIcon>
          <Text size="sm" fw={600}>
            {title}
          </Text>
        </Group>
        {controls}
      </Group>
      {children}
    </Paper>
  )
}
