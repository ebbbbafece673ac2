import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core'
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable'

// Constant options: new objects on every render make dnd-kit re-render every sortable row.
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } }
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates }

/** The sensors of every sortable list: the pointer after 4 px, and the keyboard (space, arrows). */
export function useSortableSensors() {
  return useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  )
}
