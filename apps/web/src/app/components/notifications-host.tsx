import '@mantine/core/styles/Notification.layer.css'
import '@mantine/notifications/styles.layer.css'
import { Notifications } from '@mantine/notifications'

/** The back office's toasts (loaded by lazy-notifications.tsx with the first one). */
export function NotificationsHost() {
  return <Notifications position="top-right" limit={4} />
}
