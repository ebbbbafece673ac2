import type { User } from '@sitewerk/contracts'
import { notifications } from '@mantine/notifications'
import type { QueryClient } from '@tanstack/react-query'
import { configureApiClient } from '../api/client'
import { currentLocale, i18n, loadAreas } from '../i18n/i18n'
import { USER_QUERY_KEY, refetchUser } from '../lib/auth'

/** Wires the HTTP client to the session, the router and notifications. */
export function setupApiClient({
  queryClient,
  navigate,
}: {
  queryClient: QueryClient
  navigate: (to: string) => void
}) {
  configureApiClient({
    refetchUser: () => refetchUser(queryClient),
    clearUser: () => queryClient.setQueryData(USER_QUERY_KEY, null),
    isSuperuser: () => queryClient.getQueryData<User | null>(USER_QUERY_KEY)?.superuser === true,
    navigate,
    notify: ({ title, message }) => notifications.show({ color: 'red', title, message }),
    translate: (key, values) => i18n.t(key, values),
    getLocale: currentLocale,
    // a test user's write (decision 033): the signed-in user is the person seen
    // (the dialog and its words load with the first such write; client.ts's "cancelled" too)
    confirmWrite: async (write) => {
      const [chrome, { confirmTestUserWrite }] = await Promise.all([
        import('./full-chrome'),
        import('../features/test-user/components/write-confirmation'),
        loadAreas(['test-user']),
      ])
      chrome.setUpFullChrome()
      return confirmTestUserWrite({
        write,
        name: queryClient.getQueryData<User | null>(USER_QUERY_KEY)?.name ?? '',
        t: (key, values) => i18n.t(key, values),
      })
    },
  })
}
