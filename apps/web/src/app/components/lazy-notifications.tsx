import { useNotifications } from '@mantine/notifications'
import { lazy, Suspense, useState } from 'react'

const NotificationsHost = lazy(() =>
  import('./notifications-host').then((m) => ({ default: m.NotificationsHost })),
)

/**
 * Mantine's toasts, loaded with the first one shown (issue #18: the login loads only what it
 * renders). `notifications.show` keeps a toast in the store until the host is there to draw it.
 */
export function LazyNotifications() {
  const { notifications, queue } = useNotifications()
  const [isNeeded, setIsNeeded] = useState(false)
  if (!isNeeded && notifications.length + queue.length > 0) setIsNeeded(true)
  if (!isNeeded) return null
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  )
}
