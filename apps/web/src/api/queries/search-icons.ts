import { ICONS, IconSearchResponse } from '@sitewerk/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../client'

/** An abort signal that fires with the caller's or after `ms` (spec §9 icon fetch timeout). */
function withTimeout(signal: AbortSignal | undefined, ms: number): AbortSignal {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), ms)
  signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true })
  controller.signal.addEventListener('abort', () => clearTimeout(timer), { once: true })
  return controller.signal
}

/** GET /api/icons/search: the icon picker's grid for a search (decision 019). */
export function searchIcons({ query, signal }: { query: string; signal?: AbortSignal }) {
  return api.get('icons/search', {
    query: { query: query.trim() || undefined, limit: 96 },
    schema: IconSearchResponse,
    signal: withTimeout(signal, ICONS.fetchTimeoutMs),
  })
}

export const searchIconsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['icons', 'search', query.trim()],
    queryFn: ({ signal }) => searchIcons({ query, signal }),
    staleTime: Infinity,
    // A timed-out search says so and offers a retry; it is not retried behind the person's back.
    retry: false,
    placeholderData: keepPreviousData,
  })

export function useIconSearch(query: string, enabled: boolean) {
  return useQuery({ ...searchIconsQueryOptions(query), enabled })
}
