import type { User } from '@sitewerk/contracts'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router'
import { configureApiClient } from '../api/client'
import { createQueryClient } from '../api/query-client'
import { AppProviders } from '../app/providers'
import { createAppRoutes } from '../app/routes'
import { setupApiClient } from '../app/setup-api-client'
import { server } from './server'

/** GET user answers this user, or 401 for a guest (spec §7). */
export function mockUser(user: User | null) {
  server.use(
    http.get('/api/user', () =>
      user
        ? HttpResponse.json(user)
        : HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
    ),
  )
}

/** The whole app (or other routes) in a memory router, wired like main.tsx wires it. */
export function renderApp(
  path: string,
  {
    routes = createAppRoutes(),
    handlers = [],
  }: { routes?: RouteObject[]; handlers?: RequestHandler[] } = {},
) {
  server.use(
    http.get('/api/sanctum/csrf-cookie', () => {
      document.cookie = 'XSRF-TOKEN=test-token; Path=/'
      return new HttpResponse(null, { status: 204 })
    }),
    http.get('/api/builds/latest.json', () => HttpResponse.json({ id: 'test', builtAt: '' })),
    http.get('/api/user/join-requests', () => HttpResponse.json([])),
    http.get('/api/notifications', () => HttpResponse.json({ data: [], unread: 0 })),
    // the back office loads the payments config once signed in (spec §7); a test's own
    // answer goes in `handlers`
    http.get('/api/payments/config', () =>
      HttpResponse.json({ provider: 'invoice', publishable_key: null, bank_account: null }),
    ),
  )
  server.use(...handlers) // after the defaults, so they win
  const queryClient = createQueryClient()
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  setupApiClient({ queryClient, navigate: (to) => void router.navigate(to) })
  configureApiClient({ sleep: async () => {}, getLocation: () => router.state.location })
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...view, router, queryClient }
}

/** One component with the app's providers (Mantine, Query, i18n), without a router. */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient()
  return render(
    <AppProviders queryClient={queryClient} env="test">
      {ui}
    </AppProviders>,
  )
}
