import { MEDIA_ROOT_CATEGORY_ID, MediaCategory } from '@sitewerk/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { useStoredOrganizationId } from '../../../lib/organization-id-store'
import { mediaQueryKey } from '../../../api/queries/media-query-keys'

/** GET media_categories (the root) or media_categories/{id}: children summaries and files. */
export function getMediaCategory(id: number) {
  const path = id === MEDIA_ROOT_CATEGORY_ID ? 'media_categories' : `media_categories/${id}`
  return api.get(path, { schema: MediaCategory })
}

export const getMediaCategoryQueryOptions = (organizationId: number | null, id: number) =>
  queryOptions({
    queryKey: [...mediaQueryKey(organizationId), 'category', id],
    queryFn: () => getMediaCategory(id),
    enabled: organizationId !== null,
  })

export function useMediaCategory(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  const organizationId = useStoredOrganizationId()
  const options = getMediaCategoryQueryOptions(organizationId, id)
  return useQuery({ ...options, enabled: enabled && options.enabled !== false })
}
