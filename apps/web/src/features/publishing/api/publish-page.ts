import { PublishPageResult, type PublishPageBody } from '@sitewerk/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { useInvalidatePublishing } from './use-invalidate-publishing'

/** POST page/{id}/publish: the draft becomes a new version visitors see; the page's plan goes. */
export function publishPage({ pageId, body }: { pageId: number; body: PublishPageBody }) {
  return api.post(`page/${pageId}/publish`, { body, schema: PublishPageResult })
}

export function usePublishPage() {
  return useMutation({ mutationFn: publishPage, onSuccess: useInvalidatePublishing() })
}
