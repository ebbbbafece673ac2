/**
 * The session, shared by every feature (bulletproof-react's lib/auth): spec §4 authentication
 * goes unknown -> user fetched -> logged in (or guest).
 */
import { COOKIES, type User } from '@sitewerk/contracts'
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { api, isApiError } from '../api/client'
import { deleteCookie, setCookie } from '../utils/cookies'

export const USER_QUERY_KEY = ['user'] as const

export type AuthStatus = 'unknown' | 'guest' | 'authenticated'

/** GET user; 401 means guest (spec §7). */
export async function getUser(): Promise<User | null> {
  try {
    // the contract loads with a signed-in answer: a guest's login screen needs none (issue #18)
    return await api.get('user', {
      schema: () => import('../api/lazy-contracts').then((contracts) => contracts.User),
    })
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null
    throw error
  }
}

export const getUserQueryOptions = () =>
  queryOptions({ queryKey: USER_QUERY_KEY, queryFn: getUser, staleTime: 5 * 60_000 })

export function useUser() {
  const query = useQuery(getUserQueryOptions())
  const user = query.data ?? null
  const status: AuthStatus = query.isPending ? 'unknown' : user ? 'authenticated' : 'guest'
  return { user, status, error: query.error, refetch: query.refetch }
}

/** Asks the server again and updates the cache; used after login and by the client on 403. */
export function refetchUser(client: QueryClient) {
  return client.fetchQuery({ ...getUserQueryOptions(), staleTime: 0 })
}

/** spec §9 cookies: login-state hint (1 year) and was-logged-in marker (90 days). */
export function markLoggedIn() {
  setCookie(COOKIES.loginHint.name, '1', COOKIES.loginHint.maxAgeSeconds)
  setCookie(COOKIES.wasLoggedIn.name, '1', COOKIES.wasLoggedIn.maxAgeSeconds)
}

export function markLoggedOut() {
  deleteCookie(COOKIES.loginHint.name)
}

export async function logout({ reload = () => window.location.reload() } = {}) {
  try {
    await api.get('logout')
  } finally {
    markLoggedOut()
    reload()
  }
}

/** spec §4: logout clears the user and reloads the page. */
export function useLogout() {
  const client = useQueryClient()
  return useCallback(async () => {
    await logout({
      reload: () => {
        client.clear()
        client.setQueryData(USER_QUERY_KEY, null)
        window.location.reload()
      },
    })
  }, [client])
}
