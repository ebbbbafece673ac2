import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ActionIcon, Paper, type MantineSpacing } from '@mantine/core'
import { createContext, useContext, type ReactNode } from 'react'

type Handle = Pick<
  ReturnType<typeof useSortable>,
  'attributes' | 'listeners' | 'setActivatorNodeRef'
>

const HandleContext = createContext<Handle | null>(null)

interface SortableRowProps {
  /** The row's id in its SortableContext. */
  id: string
  /** The row's accessible name (it is a group). */
  label: string
  p?: MantineSpacing
  /** Raise the row above the others while it is dragged. */
  lift?: boolean
  /** The row's content; a DragHandle in it moves the row. */
  children: ReactNode
}

/**
 * One row of a list sorted by drag (pointer or keyboard) and by its up/down buttons: repeat rows,
 * the schema builder's field rows and menu entries.
 */
export function SortableRow({ id, label, p = 'sm', lift = false, children }: SortableRowProps) {
  const {
    setNodeRef,
    transform,
    transition,
    isDragging,
    attributes,
    listeners,
    setActivatorNodeRef,
  } = useSortable({ id })
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p={p}
      role="group"
      aria-label={label}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        ...(lift && {
          position: 'relative',
          zIndex: isDragging ? 1 : undefined,
          boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
        }),
      }}
    >
      <HandleContext.Provider value={{ attributes, listeners, setActivatorNodeRef }}>
        {children}
      </HandleContext.Provider>
    </Paper>
  )
}

/** The handle that drags its SortableRow; named for screen readers. */
export function DragHandle({ label }: { label: string }) {
  const handle = useContext(HandleContext)
  if (!handle) throw new Error('DragHandle outside of SortableRow')
  const { attributes, listeners, setActivatorNodeRef } = handle
  return (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      style={{ cursor: 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
      aria-label={label}
    >
      <span aria-hidden="true">⠿</span>
    </ActionIcon>
  )
}
