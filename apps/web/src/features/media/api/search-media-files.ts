import { MediaFile } from '@sitewerk/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../api/client'
import { useStoredOrganizationId } from '../../../lib/organization-id-store'
import { mediaQueryKey } from '../../../api/queries/media-query-keys'

/** GET media/files?q=: the organisation's files whose name, alt or filename contain q. */
export function searchMediaFiles(q: string) {
  return api.get('media/files', { query: { q }, schema: z.array(MediaFile) })
}

/** Runs only for a non-empty query; the previous hits stay while the next ones load. */
export function useMediaSearch(q: string) {
  const organizationId = useStoredOrganizationId()
  const query = q.trim()
  return useQuery({
    queryKey: [...mediaQueryKey(organizationId), 'search', query],
    queryFn: () => searchMediaFiles(query),
    enabled: organizationId !== null && query !== '',
    placeholderData: keepPreviousData,
  })
}
