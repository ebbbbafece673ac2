import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { forwardTarget } from './forward-target'

/**
 * Call after a successful save: with `?forward=true` it returns to where the person came from.
 * Answers whether it did.
 */
export function useForwardAfterSave() {
  const { search, state } = useLocation()
  const navigate = useNavigate()
  return useCallback(() => {
    const target = forwardTarget({
      search,
      state,
      referrer: document.referrer,
      origin: window.location.origin,
    })
    if (target) void navigate(target)
    return target !== null
  }, [navigate, search, state])
}
