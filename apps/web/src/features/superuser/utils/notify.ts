import { notifications } from '@mantine/notifications'
import { getErrorMessage } from '../../../api/client'

/** What an action did, or the server's message as it came (a 409 says why, decision 032). */
export const notifyDone = (message: string) => notifications.show({ color: 'green', message })
export const notifyFailed = (error: unknown) =>
  notifications.show({ color: 'red', message: getErrorMessage(error) })
