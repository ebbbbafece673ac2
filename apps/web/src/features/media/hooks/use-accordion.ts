import { useCallback, useEffect, useRef, useState } from 'react'

/** spec §9: accordion debounce 200 ms, at least 0 and at most 1 item open. */
export const ACCORDION_DEFAULTS = { debounceMs: 200, min: 0, max: 1 } as const

export interface AccordionLimits {
  min: number
  max: number
}

/**
 * spec §4: a click toggles an item. Closing stops at `min` open items; opening past `max` closes
 * the oldest open ones. `open` is ordered oldest first.
 */
export function toggleItem<Id>(open: readonly Id[], id: Id, { min, max }: AccordionLimits): Id[] {
  if (open.includes(id)) return open.length > min ? open.filter((item) => item !== id) : [...open]
  const next = [...open, id]
  return next.slice(Math.max(0, next.length - max))
}

/** spec §4: a double click opens only that item. */
export const openOnly = <Id>(id: Id): Id[] => [id]

/**
 * The open items of an accordion with spec §4's click rules. A single click acts after
 * `debounceMs`, so that the two clicks of a double click do not toggle twice.
 */
export function useAccordion<Id>({
  initial = [],
  debounceMs = ACCORDION_DEFAULTS.debounceMs,
  min = ACCORDION_DEFAULTS.min,
  max = ACCORDION_DEFAULTS.max,
}: { initial?: Id[]; debounceMs?: number; min?: number; max?: number } = {}) {
  const [open, setOpen] = useState<Id[]>(initial)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current)
    timer.current = null
  }, [])
  useEffect(() => cancel, [cancel])

  const click = useCallback(
    (id: Id) => {
      cancel()
      timer.current = setTimeout(() => {
        timer.current = null
        setOpen((current) => toggleItem(current, id, { min, max }))
      }, debounceMs)
    },
    [cancel, debounceMs, min, max],
  )

  const doubleClick = useCallback(
    (id: Id) => {
      cancel()
      setOpen(openOnly(id))
    },
    [cancel],
  )

  const isOpen = useCallback((id: Id) => open.includes(id), [open])
  return { open, isOpen, click, doubleClick }
}
