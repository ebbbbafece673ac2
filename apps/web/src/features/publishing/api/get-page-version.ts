import { PageVersion } from '@sitewerk/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { publishingKeys } from './keys'

/** GET page-versions/{id}: one version with the page as it was published. */
export function getPageVersion(versionId: number) {
  return api.get(`page-versions/${versionId}`, { schema: PageVersion })
}

/** Versions never change: once loaded, one stays. */
export const getPageVersionQueryOptions = (versionId: number) =>
  queryOptions({
    queryKey: publishingKeys.version(versionId),
    queryFn: () => getPageVersion(versionId),
    staleTime: Infinity,
  })

export function usePageVersion(versionId: number | null) {
  return useQuery({ ...getPageVersionQueryOptions(versionId ?? 0), enabled: versionId !== null })
}
