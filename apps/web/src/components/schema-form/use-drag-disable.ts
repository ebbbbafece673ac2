import { REPEAT_DRAG_DISABLE_MS } from '@sitewerk/contracts'
import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * spec §9: a drop must not turn into a click on whatever is under the pointer, so after a drag
 * ends the rows ignore clicks until REPEAT_DRAG_DISABLE_MS have passed.
 */
export function useDragDisable() {
  const [isDragDisabled, setDragDisabled] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const onDragEnded = useCallback(() => {
    setDragDisabled(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setDragDisabled(false), REPEAT_DRAG_DISABLE_MS)
  }, [])

  return { isDragDisabled, onDragEnded }
}
