import { PublishSiteResult, type PublishSiteBody } from '@sitewerk/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { useInvalidatePublishing } from './use-invalidate-publishing'

/** POST sites/{id}/publish: navigation, variables, layouts and the pages named, in one state. */
export function publishSite({ siteId, body }: { siteId: number; body: PublishSiteBody }) {
  return api.post(`sites/${siteId}/publish`, { body, schema: PublishSiteResult })
}

export function usePublishSite() {
  return useMutation({ mutationFn: publishSite, onSuccess: useInvalidatePublishing() })
}
