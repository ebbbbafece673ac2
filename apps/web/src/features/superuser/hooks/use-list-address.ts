import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import { withParams } from '../utils/list-params'

/**
 * A list's search, page, order and filters live in its address, so back and forward, reloads and
 * links show the same list. A new search replaces the entry (typing is not history); paging,
 * sorting and filtering add one.
 */
export function useListAddress() {
  const [params, setParams] = useSearchParams()
  const change = useCallback(
    (changes: Record<string, string | number | null>) =>
      setParams((current) => withParams(current, changes), { replace: 'search' in changes }),
    [setParams],
  )
  return { params, change }
}
