import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/**
 * Changes some values of the address's query and keeps the rest: a value sets, null removes.
 * A change of the search (`q`) replaces the history entry, so typing leaves one entry behind.
 */
export function useChangeSearchParams() {
  const [, setParams] = useSearchParams()
  return useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          for (const [key, value] of Object.entries(changes))
            if (value) next.set(key, value)
            else next.delete(key)
          return next
        },
        { replace: 'q' in changes },
      ),
    [setParams],
  )
}
