import { PagePreviewData } from '@sitewerk/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'

/** GET page/{id}/preview: site, layout, navigation and looks the preview renders the page with. */
export function getPagePreview(pageId: number) {
  return api.get(`page/${pageId}/preview`, { schema: PagePreviewData })
}

/** Under ['page', id], so what refreshes the page after a save refreshes its preview too. */
export const getPagePreviewQueryOptions = (pageId: number) =>
  queryOptions({
    queryKey: ['page', pageId, 'preview'],
    queryFn: () => getPagePreview(pageId),
  })

export function usePagePreview(pageId: number) {
  return useQuery(getPagePreviewQueryOptions(pageId))
}
