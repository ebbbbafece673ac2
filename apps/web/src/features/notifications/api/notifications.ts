import { NotificationList } from '@sitewerk/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'

/** New entries arrive without the member doing anything: look again this often. */
export const NOTIFICATIONS_REFETCH_MS = 60_000

export const notificationsQueryKey = (organizationId: number) =>
  ['organization', organizationId, 'notifications'] as const

/** GET notifications: the current organisation's newest, and how many the member has not read. */
export function useNotifications(organizationId: number) {
  return useQuery({
    queryKey: notificationsQueryKey(organizationId),
    queryFn: () => api.get('notifications', { schema: NotificationList }),
    refetchInterval: NOTIFICATIONS_REFETCH_MS,
    // Coming back to the tab is when a member expects to see what arrived meanwhile.
    refetchOnWindowFocus: 'always',
  })
}

/** POST notifications/read: the given ones, or all when `ids` is left out. */
export function useMarkNotificationsRead(organizationId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (ids?: number[]) => api.post('notifications/read', { body: ids ? { ids } : {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationsQueryKey(organizationId) }),
  })
}
