import { MediaFile, type UpdateMediaFileBody } from '@sitewerk/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { useInvalidateMedia } from '../../../api/queries/media-query-keys'

/** POST media/files/{id}: name, alt and the category (spec §7). */
export function updateMediaFile({ id, body }: { id: number; body: UpdateMediaFileBody }) {
  return api.post(`media/files/${id}`, { body, schema: MediaFile })
}

export function useUpdateMediaFile() {
  return useMutation({ mutationFn: updateMediaFile, onSuccess: useInvalidateMedia() })
}
