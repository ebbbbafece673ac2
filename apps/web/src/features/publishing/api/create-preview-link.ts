import { PreviewLink } from '@sitewerk/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'

/** POST page/{id}/preview-link: a signed, expiring address of the draft for people without login. */
export function createPreviewLink(pageId: number) {
  return api.post(`page/${pageId}/preview-link`, { schema: PreviewLink })
}

export function useCreatePreviewLink() {
  return useMutation({ mutationFn: createPreviewLink })
}
