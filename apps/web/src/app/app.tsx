import type { QueryClient } from '@tanstack/react-query'
import { RouterProvider } from 'react-router/dom'
import { AppProviders } from './providers'
import type { AppRouter } from './router'

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
