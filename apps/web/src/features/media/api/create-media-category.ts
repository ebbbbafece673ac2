import { MediaCategory } from '@sitewerk/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { useInvalidateMedia } from '../../../api/queries/media-query-keys'

/** POST media_categories?parentId= {title} */
export function createMediaCategory({ parentId, title }: { parentId: number; title: string }) {
  return api.post('media_categories', {
    query: { parentId },
    body: { title },
    schema: MediaCategory,
  })
}

export function useCreateMediaCategory() {
  return useMutation({ mutationFn: createMediaCategory, onSuccess: useInvalidateMedia() })
}
