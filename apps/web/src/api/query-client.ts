import { QueryClient } from '@tanstack/react-query'

/** The HTTP client retries (spec §8: only GET, only some statuses), so TanStack Query does not. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  })
}

export const queryClient = createQueryClient()
