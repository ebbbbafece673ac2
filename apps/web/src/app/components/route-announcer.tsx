import { VisuallyHidden } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'

/** How long screens get to set their title before it is read out. */
export const ANNOUNCE_DELAY_MS = 100

/**
 * spec §2: a hidden region tells screen-reader users which page a client-side navigation
 * opened; the first page load is announced by the browser itself.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation()
  const [message, setMessage] = useState('')
  const isFirst = useRef(true)

  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false
      return
    }
    const timer = setTimeout(() => setMessage(document.title), ANNOUNCE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [pathname])

  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </VisuallyHidden>
  )
}
