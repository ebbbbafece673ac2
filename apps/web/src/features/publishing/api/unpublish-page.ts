import { PagePublishing } from '@sitewerk/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { useInvalidatePublishing } from './use-invalidate-publishing'

/** POST page/{id}/unpublish: the page leaves the site (visitors get a 404), editors keep it. */
export function unpublishPage(pageId: number) {
  return api.post(`page/${pageId}/unpublish`, { schema: PagePublishing })
}

export function useUnpublishPage() {
  return useMutation({ mutationFn: unpublishPage, onSuccess: useInvalidatePublishing() })
}
