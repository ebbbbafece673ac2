import { MediaFile } from '@sitewerk/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../client'
import { useStoredOrganizationId } from '../../lib/organization-id-store'
import { mediaQueryKey } from './media-query-keys'

/** GET media/files/{id} */
export function getMediaFile(id: number) {
  return api.get(`media/files/${id}`, { schema: MediaFile })
}

export const getMediaFileQueryOptions = (organizationId: number | null, id: number) =>
  queryOptions({
    queryKey: [...mediaQueryKey(organizationId), 'file', id],
    queryFn: () => getMediaFile(id),
    enabled: organizationId !== null,
  })

export function useMediaFile(id: number) {
  const organizationId = useStoredOrganizationId()
  return useQuery(getMediaFileQueryOptions(organizationId, id))
}
